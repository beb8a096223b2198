import { act } from '@testing-library/react'
import { vi } from 'vitest'
import { POLL_MS } from '~/util/constants'
import { server } from '~mock/node'

/**
 * For a test that proves a page stopped polling. Proving that no read comes means letting more than a polling
 * interval pass; on the real clock that is seconds of waiting per proof. Instead the test runs on a fake clock
 * that moves with the real one (so everything else waits as usual), started before the page renders so that
 * the page's polling timers run on it, and `quietPeriod` moves it on past two intervals at once.
 *
 * Call `startPollingClock()` first in the test, and `vi.useRealTimers()` after it (an `afterEach`).
 */
export function startPollingClock(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true })
}

/**
 * How many times `pathname` is read from now on. `quietPeriod()` lets a little over two polling intervals pass
 * at once and says how many reads of it started meanwhile: a page that still polls has asked again by then.
 */
export function countReadsOf(pathname: string) {
  let reads = 0
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === pathname) reads++
  }
  server.events.on('request:start', count)
  return {
    get reads() {
      return reads
    },
    async quietPeriod() {
      reads = 0
      await act(() => vi.advanceTimersByTimeAsync(2 * POLL_MS + 500))
      // a read a timer started reaches the mock a few turns of the event loop later
      await act(() => vi.advanceTimersByTimeAsync(100))
      return reads
    },
    stop: () => server.events.removeListener('request:start', count),
  }
}
