import { afterAll, afterEach, vi } from 'vitest'

// A file that leaves fake timers on or elements in the page fails here, naming them: what a test leaves behind
// is a bug of its own. The node files never load the DOM side.
const dom = typeof window === 'undefined' ? null : await import('./test-setup-dom')

afterEach(() => dom?.afterEachTest())

afterAll(() => {
  const problems = vi.isFakeTimers() ? ['left fake timers on: call vi.useRealTimers() in an afterEach'] : []
  // real timers first, so that the page's own cleanup runs on them
  vi.useRealTimers()
  problems.push(...(dom?.leftInPage() ?? []))
  if (problems.length) throw new Error(`this file ${problems.join('\n  and ')}`)
})
