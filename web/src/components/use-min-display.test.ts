import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useMinDisplay } from './use-min-display'

const transitional = (s: string) => s === 'stopping'

describe('useMinDisplay', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('keeps a transitional state (and its spinner) up for 500 ms', () => {
    const { result, rerender } = renderHook(({ s }) => useMinDisplay(s, transitional), {
      initialProps: { s: 'running' },
    })
    rerender({ s: 'stopping' })
    expect(result.current).toBe('stopping')
    vi.advanceTimersByTime(100)
    rerender({ s: 'stopped' })
    expect(result.current).toBe('stopping')
    act(() => {
      vi.advanceTimersByTime(400)
    })
    expect(result.current).toBe('stopped')
  })

  it('moves on at once from a settled state', () => {
    const { result, rerender } = renderHook(({ s }) => useMinDisplay(s, transitional), {
      initialProps: { s: 'running' },
    })
    rerender({ s: 'stopped' })
    expect(result.current).toBe('stopped')
  })
})
