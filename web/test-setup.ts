import { afterAll, afterEach, vi } from 'vitest'

// The files a worker runs share one page and one set of modules (`isolate: false` in vitest.config.ts), so each
// file leaves the page as a fresh one would be, and a file that leaves more behind fails here, naming it. The
// workers of the node files never load the DOM side.
const dom = typeof window === 'undefined' ? null : await import('./test-setup-dom')

afterEach(() => dom?.afterEachTest())

afterAll(async () => {
  const problems = vi.isFakeTimers() ? ['left fake timers on: call vi.useRealTimers() in an afterEach'] : []
  // real timers first, so that the page's own cleanup runs on them
  vi.useRealTimers()
  problems.push(...((await dom?.leavePageFresh()) ?? []))
  if (problems.length) throw new Error(`this file ${problems.join('\n  and ')}`)
})
