// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  byteUnitFor,
  formatBytes,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  formatShare,
  formatTime,
  formatTimeZone,
  GiB,
  inSentence,
  KiB,
  MiB,
  TiB,
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
  it.each([
    [0, '0'],
    [7, '7'],
    [1234.5678, '1,234.57'],
    [0.125, '0.13'],
    [999_999.99, '999,999.99'],
    [1_000_000, '1M'],
    [1_234_567, '1.23M'],
    [45_600_000_000, '45.6B'],
    [7e12, '7T'],
    [999e12, '999T'],
    [1e15, '1E15'],
    [1.2345e15, '1.23E15'],
    [4.5e20, '450E18'],
    [-2_500_000, '-2.5M'],
  ])('%d is %s: up to 2 fraction digits, compact from a million, engineering from 1e15', (n, text) => {
    expect(formatNumber(n)).toBe(text)
  })
})

describe('formatPercent', () => {
  it.each([
    [30, '30%'],
    [10.2, '10.2%'],
    [30.2, '30.2%'],
    [(118 / 154) * 100, '76.6%'],
    [(36 / 154) * 100, '23.3%'],
    [0.3 * 100, '30%'],
    [99.96, '99.9%'],
    [100, '100%'],
    [250, '250%'],
    [1234.56, '1,234.5%'],
    [0.05, '<0.1%'],
    [0.1, '0.1%'],
    [0, '0%'],
  ])('%s percent reads %s: as it is, to one decimal, never rounded up', (n, text) => {
    expect(formatPercent(n)).toBe(text)
  })

  it('shows a share of a whole the same way, and a share of nothing as 0%', () => {
    expect(formatShare(118, 154)).toBe('76.6%')
    expect(formatShare(64, 89)).toBe('71.9%')
    expect(formatShare(5, 0)).toBe('0%')
  })
})

describe('byteUnitFor', () => {
  it('picks the largest 1024-based unit that keeps the largest value at 1 or above', () => {
    expect(byteUnitFor(0)).toEqual({ unit: 'B', size: 1 })
    expect(byteUnitFor(1023)).toEqual({ unit: 'B', size: 1 })
    expect(byteUnitFor(1024)).toEqual({ unit: 'KiB', size: KiB })
    expect(byteUnitFor(1.5 * MiB)).toEqual({ unit: 'MiB', size: MiB })
    expect(byteUnitFor(1000 * MiB)).toEqual({ unit: 'MiB', size: MiB })
    expect(byteUnitFor(3 * GiB)).toEqual({ unit: 'GiB', size: GiB })
    expect(byteUnitFor(2048 * TiB)).toEqual({ unit: 'TiB', size: TiB })
  })
})

describe('formatTimeZone', () => {
  it('names the zone and its offset', () => {
    expect(formatTimeZone(new Date('2025-10-08T12:00:00Z'))).toMatch(
      /^[\w/+-]+ \(GMT([+-]\d{1,2}(:\d\d)?)?\)$/,
    )
  })
})

describe('inSentence', () => {
  it('lowers each word of a label but its acronyms', () => {
    expect(inSentence('Projects')).toBe('projects')
    expect(inSentence('Instances on this sled')).toBe('instances on this sled')
    expect(inSentence('Floating IPs')).toBe('floating IPs')
    expect(inSentence('Service IP pool ranges')).toBe('service IP pool ranges')
    expect(inSentence('VPCs')).toBe('VPCs')
    expect(inSentence('SSH keys')).toBe('SSH keys')
  })
})
