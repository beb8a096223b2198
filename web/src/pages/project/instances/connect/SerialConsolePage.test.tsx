import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { instancesRoutes } from '~/pages/project/instances/routes'
import { renderRoutes } from '~/testing/render-routes'
import { POLL_MS } from '~/util/constants'
import { server, setupMockServer } from '~mock/node'
import { api } from '~mock/toolkit/test-kit'
import { setTimeScale } from '~mock/toolkit/timers'

setupMockServer()

const routes = [{ path: '/projects/:project', children: instancesRoutes }]

/** How many times the page reads the instance from now on. */
function countReads(instance: string) {
  const counter = { reads: 0 }
  const count = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === `/v1/instances/${instance}`) counter.reads++
  }
  server.events.on('request:start', count)
  return {
    counter,
    stop: () => server.events.removeListener('request:start', count),
  }
}

/** Proving that no read comes takes time to pass: a little over two polling intervals. */
const quietPeriod = () => new Promise((done) => setTimeout(done, 2 * POLL_MS + 500))

// the console's status line comes first; the copy button of the terminal size has a status of its own
const status = () => screen.getAllByRole('status')[0]

const UNAVAILABLE =
  'The serial console is available while the instance is running, rebooting, migrating or repairing'

/** A stopped instance's console: closed, never shown as connected beside it, and saying why. */
function expectClosedForStopped() {
  expect(within(status()).getByText('closed', { exact: true })).toBeTruthy()
  expect(within(status()).getByText(UNAVAILABLE)).toBeTruthy()
  expect(within(status()).queryByText('connected', { exact: true })).toBeNull()
}

describe('the serial console page', () => {
  it('reads a stopped instance once and not again, until Start, then only until it runs', async () => {
    // the mock's state changes come 50 times faster
    setTimeScale(0.02)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/instances/web-3/serial-console')
    await waitFor(() => expect(within(status()).getByText('closed', { exact: true })).toBeTruthy())
    expect(within(status()).getByText('stopped', { exact: true })).toBeTruthy()
    expectClosedForStopped()
    expect(screen.getByRole('button', { name: 'Reconnect' }).getAttribute('aria-disabled')).toBe('true')

    const { counter, stop } = countReads('web-3')
    try {
      await quietPeriod()
      expect(counter.reads).toBe(0)

      await user.click(screen.getByRole('button', { name: 'Start instance' }))
      await waitFor(() => expect(within(status()).getByText('running', { exact: true })).toBeTruthy(), {
        timeout: 3 * POLL_MS,
      })
      expect(counter.reads).toBeGreaterThan(0)
      // once it runs, the console connects by itself
      await waitFor(() => expect(within(status()).getByText('connected', { exact: true })).toBeTruthy())

      counter.reads = 0
      await quietPeriod()
      expect(counter.reads).toBe(0)
    } finally {
      stop()
    }
  })

  it('follows an instance stopped elsewhere while the console is open until it settles, then stops reading', async () => {
    setTimeScale(0.02)
    renderRoutes(routes, '/projects/web-frontend/instances/web-2/serial-console')
    await waitFor(() => expect(within(status()).getByText('connected', { exact: true })).toBeTruthy())

    const { counter, stop } = countReads('web-2')
    try {
      await api.methods.instanceStop({ path: { instance: 'web-2' }, query: { project: 'web-frontend' } })
      await waitFor(() => expect(within(status()).getByText('stopped', { exact: true })).toBeTruthy(), {
        timeout: 3 * POLL_MS,
      })
      expectClosedForStopped()
      expect(counter.reads).toBeGreaterThan(0)

      counter.reads = 0
      await quietPeriod()
      expect(counter.reads).toBe(0)
    } finally {
      stop()
    }
  })
})
