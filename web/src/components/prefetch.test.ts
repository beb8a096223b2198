// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchHandlers, setPrefetcher } from './prefetch'

afterEach(() => {
  vi.useRealTimers()
  // the app's default: no router to warm routes with
  setPrefetcher(() => {})
})

describe('link prefetch', () => {
  it('prefetches after the pointer rests 100 ms, and only once', () => {
    vi.useFakeTimers()
    const seen: string[] = []
    setPrefetcher((to) => seen.push(to))
    const h = prefetchHandlers('/projects-new')
    h.onMouseEnter()
    vi.advanceTimersByTime(99)
    expect(seen).toEqual([])
    vi.advanceTimersByTime(1)
    expect(seen).toEqual(['/projects-new'])
    h.onFocus()
    vi.advanceTimersByTime(200)
    expect(seen).toEqual(['/projects-new'])
  })

  it('does not prefetch when the pointer passes over quickly', () => {
    vi.useFakeTimers()
    const seen: string[] = []
    setPrefetcher((to) => seen.push(to))
    const h = prefetchHandlers('/settings/profile')
    h.onMouseEnter()
    vi.advanceTimersByTime(50)
    h.onMouseLeave()
    vi.advanceTimersByTime(200)
    expect(seen).toEqual([])
  })
})
