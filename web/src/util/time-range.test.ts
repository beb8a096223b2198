import { describe, expect, it } from 'vitest'
import {
  customRangeError,
  fromLocalInput,
  rangeFromSearch,
  rangeKey,
  rangeToSearch,
  refreshFromSearch,
  refreshMs,
  resolveRange,
  toLocalInput,
} from './time-range'

const NOW = Date.parse('2025-10-08T12:00:00Z')
const HOUR = 3_600_000
const search = (s: string) => new URLSearchParams(s)

describe('time ranges in the URL', () => {
  it('default to the last hour, and read every preset', () => {
    expect(rangeFromSearch(search(''), NOW)).toEqual({ preset: '1h' })
    expect(rangeFromSearch(search('range=nonsense'), NOW)).toEqual({ preset: '1h' })
    for (const p of ['3h', '1d', '1w', '30d'])
      expect(rangeFromSearch(search(`range=${p}`), NOW)).toEqual({ preset: p })
  })

  it('resolve presets against now, so each refresh moves them on', () => {
    expect(resolveRange({ preset: '3h' }, NOW)).toEqual({ start: NOW - 3 * HOUR, end: NOW })
    expect(resolveRange({ preset: '30d' }, NOW).start).toBe(NOW - 30 * 24 * HOUR)
  })

  it('read custom ranges, never reaching into the future', () => {
    const start = '2025-10-08T09:00:00.000Z'
    expect(rangeFromSearch(search(`range=custom&start=${start}&end=2025-10-08T10:00:00.000Z`), NOW)).toEqual({
      preset: 'custom',
      start: Date.parse(start),
      end: Date.parse('2025-10-08T10:00:00.000Z'),
    })
    expect(rangeFromSearch(search(`range=custom&start=${start}&end=2030-01-01T00:00:00Z`), NOW)).toEqual({
      preset: 'custom',
      start: Date.parse(start),
      end: NOW,
    })
    // unreadable or upside down: the default
    expect(rangeFromSearch(search('range=custom&start=x&end=y'), NOW)).toEqual({ preset: '1h' })
    expect(rangeFromSearch(search(`range=custom&start=${start}&end=2025-10-08T08:00:00Z`), NOW)).toEqual({
      preset: '1h',
    })
  })

  it('write back what they read, leaving the default out', () => {
    expect(rangeToSearch({ preset: '1h' })).toEqual({ range: null, start: null, end: null })
    expect(rangeToSearch({ preset: '1w' })).toEqual({ range: '1w', start: null, end: null })
    const custom = { preset: 'custom' as const, start: NOW - HOUR, end: NOW }
    const written = new URLSearchParams(rangeToSearch(custom) as Record<string, string>)
    expect(rangeFromSearch(written, NOW)).toEqual(custom)
    expect(rangeKey(custom)).not.toBe(rangeKey({ preset: '1h' }))
  })

  it('say what is wrong with a custom range', () => {
    expect(customRangeError(NOW - HOUR, NOW, NOW)).toBeNull()
    expect(customRangeError(NOW - HOUR, NOW + 1, NOW)).toBe('The end cannot be in the future')
    expect(customRangeError(NOW, NOW - HOUR, NOW)).toBe('The start must be before the end')
    expect(customRangeError(Number.NaN, NOW, NOW)).toBe('Enter a start date and time')
    expect(customRangeError(NOW, Number.NaN, NOW)).toBe('Enter an end date and time')
  })

  it('round-trip local date-time inputs to the minute', () => {
    const t = Date.parse('2025-10-08T09:41:00Z')
    expect(fromLocalInput(toLocalInput(t))).toBe(t)
    expect(fromLocalInput('')).toBeNaN()
  })
})

describe('auto-refresh in the URL', () => {
  it('is off unless one of the intervals is given', () => {
    expect(refreshFromSearch(search(''))).toBe('off')
    expect(refreshFromSearch(search('refresh=3s'))).toBe('off')
    expect(refreshFromSearch(search('refresh=10s'))).toBe('10s')
    expect(refreshMs('10s')).toBe(10_000)
    expect(refreshMs('1m')).toBe(60_000)
    expect(refreshMs('5m')).toBe(300_000)
    expect(refreshMs('off')).toBe(0)
  })
})
