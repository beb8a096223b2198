import { describe, expect, it } from 'vitest'
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatTime,
  GiB,
  KiB,
  MiB,
  roundUpToTen,
  TiB,
  toPercent,
  truncate,
} from './format'

describe('formatRelativeTime', () => {
  const now = new Date('2025-10-08T12:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const s = 1000
  const m = 60 * s
  const h = 60 * m
  const d = 24 * h

  it.each([
    [30 * s, '30s ago'],
    [5 * m, '5m ago'],
    [2 * h, '2h ago'],
    [3 * d, '3d ago'],
    [4 * 30 * d, '4mo ago'],
    [365 * d, '1y ago'],
    [3 * 365 * d + 10 * d, '3y ago'],
  ])('%i ms before now is %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text)
  })

  it('floors to the whole unit', () => {
    expect(formatRelativeTime(ago(119 * s), now)).toBe('1m ago')
    expect(formatRelativeTime(ago(23 * h + 59 * m), now)).toBe('23h ago')
    expect(formatRelativeTime(ago(29 * d), now)).toBe('29d ago')
  })

  it('says "just now" under a second', () => {
    expect(formatRelativeTime(ago(400), now)).toBe('just now')
    expect(formatRelativeTime(now, now)).toBe('just now')
  })

  it('puts future times ahead', () => {
    expect(formatRelativeTime(ago(-5 * m), now)).toBe('in 5m')
    expect(formatRelativeTime(ago(-2 * d), now)).toBe('in 2d')
  })

  it('accepts ISO strings and timestamps', () => {
    expect(formatRelativeTime('2025-10-08T11:59:30Z', now)).toBe('30s ago')
    expect(formatRelativeTime(now.getTime() - 2 * h, now.getTime())).toBe('2h ago')
  })
})

describe('absolute dates', () => {
  // built from local parts so the test holds in any time zone
  const date = new Date(2025, 9, 8, 14, 3, 9)

  it('formats date, time and both', () => {
    expect(formatDate(date)).toBe('Oct 8, 2025')
    expect(formatTime(date)).toBe('14:03')
    expect(formatTime(date, { seconds: true })).toBe('14:03:09')
    expect(formatDateTime(date)).toBe('Oct 8, 2025, 14:03')
    expect(formatDateTime(date, { seconds: true })).toBe('Oct 8, 2025, 14:03:09')
  })

  it('zero-pads hours and minutes', () => {
    expect(formatDateTime(new Date(2024, 0, 1, 7, 5))).toBe('Jan 1, 2024, 07:05')
  })
})

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [KiB, '1 KiB'],
    [1536, '1.5 KiB'],
    [MiB * 20, '20 MiB'],
    [GiB * 2, '2 GiB'],
    [GiB * 1.333333, '1.33 GiB'],
    [TiB * 32, '32 TiB'],
    [TiB * 1536, '1,536 TiB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})

describe('formatNumber', () => {
  it('shows at most two fraction digits', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(1.23456)).toBe('1.23')
    expect(formatNumber(2.5)).toBe('2.5')
    expect(formatNumber(-1234.567)).toBe('-1,234.57')
  })

  it('keeps numbers below a million in full', () => {
    expect(formatNumber(999_999)).toBe('999,999')
  })

  it('goes compact from a million', () => {
    expect(formatNumber(1_000_000)).toBe('1M')
    expect(formatNumber(1_234_567)).toBe('1.23M')
    expect(formatNumber(2.5e9)).toBe('2.5B')
    expect(formatNumber(4e12)).toBe('4T')
  })

  it('uses engineering notation from 1e15', () => {
    expect(formatNumber(1e15)).toBe('1E15')
    expect(formatNumber(1.234e15)).toBe('1.23E15')
    expect(formatNumber(1.25e17)).toBe('125E15')
  })
})

describe('percentages', () => {
  it('rounds up to a multiple of 10, capped at 1023', () => {
    expect(roundUpToTen(0)).toBe(0)
    expect(roundUpToTen(1)).toBe(10)
    expect(roundUpToTen(10)).toBe(10)
    expect(roundUpToTen(41.2)).toBe(50)
    expect(roundUpToTen(1015)).toBe(1020)
    expect(roundUpToTen(1021)).toBe(1023)
    expect(roundUpToTen(5000)).toBe(1023)
    expect(roundUpToTen(95, 100)).toBe(100)
  })

  it('computes and formats a share', () => {
    expect(toPercent(1, 3)).toBeCloseTo(33.333)
    expect(toPercent(5, 0)).toBe(0)
    expect(formatPercent(toPercent(1, 3))).toBe('33.33%')
    expect(formatPercent(70)).toBe('70%')
  })
})

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('hello', 5)).toBe('hello')
    expect(truncate('', 3)).toBe('')
  })

  it('cuts long text to the limit with an ellipsis', () => {
    const out = truncate('a-very-long-instance-name', 10)
    expect(out).toBe('a-very-lo…')
    expect(out).toHaveLength(10)
  })

  it('copes with tiny limits', () => {
    expect(truncate('abc', 1)).toBe('…')
    expect(truncate('abc', 0)).toBe('')
  })
})
