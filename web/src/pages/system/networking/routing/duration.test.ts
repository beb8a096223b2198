// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration'

describe('how long a session has been in its state', () => {
  it('reads in its two largest units, floored', () => {
    expect(formatDuration(0)).toBe('0s')
    expect(formatDuration(999)).toBe('0s')
    expect(formatDuration(5_400)).toBe('5s')
    expect(formatDuration(12 * 60_000 + 5_000)).toBe('12m 5s')
    expect(formatDuration(4 * 3_600_000 + 12 * 60_000 + 59_000)).toBe('4h 12m')
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000 + 1)).toBe('3d 4h')
    expect(formatDuration(3 * 86_400_000 + 59 * 60_000)).toBe('3d')
    expect(formatDuration(-10)).toBe('0s')
  })
})
