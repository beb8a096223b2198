// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { auditRangeToSearch, DEFAULT_AUDIT_RANGE, parseAuditRange, resolveAuditRange } from './audit-range'
import { sameRange } from './routes'

const NOW = Date.parse('2026-11-27T10:00:00Z')
const HOUR = 3_600_000
const search = (s: string) => new URLSearchParams(s)

describe('the time range in the URL', () => {
  it('is the last 24 hours when the URL names none', () => {
    expect(DEFAULT_AUDIT_RANGE).toBe('24h')
    expect(parseAuditRange(search(''), NOW)).toEqual({ spec: { preset: '24h' }, problem: null })
  })

  it('reads every preset', () => {
    for (const preset of ['1h', '24h', '7d']) {
      expect(parseAuditRange(search(`range=${preset}`), NOW)).toEqual({ spec: { preset }, problem: null })
    }
  })

  it('reads a custom range in the past', () => {
    const start = '2026-11-27T08:00:00.000Z'
    const end = '2026-11-27T09:00:00.000Z'
    expect(parseAuditRange(search(`range=custom&start=${start}&end=${end}`), NOW)).toEqual({
      spec: { preset: 'custom', start: Date.parse(start), end: Date.parse(end) },
      problem: null,
    })
  })

  it('falls back to the default and says why, for a range it cannot show', () => {
    const problem = (s: string) => parseAuditRange(search(s), NOW)
    expect(problem('range=2w')).toEqual({
      spec: { preset: '24h' },
      problem: 'The link\'s time range "2w" is not one this page knows.',
    })
    expect(problem('range=custom&end=2026-11-27T09:00:00Z').problem).toBe(
      "The link's custom time range cannot be shown: its start is not a date and time.",
    )
    expect(problem('range=custom&start=2026-11-27T08:00:00Z&end=soon').problem).toBe(
      "The link's custom time range cannot be shown: its end is not a date and time.",
    )
    expect(problem('range=custom&start=2026-11-27T08:00:00Z&end=2026-11-27T11:00:00Z').problem).toBe(
      "The link's custom time range cannot be shown: its end is in the future.",
    )
    expect(problem('range=custom&start=2026-11-27T09:00:00Z&end=2026-11-27T09:00:00Z').problem).toBe(
      "The link's custom time range cannot be shown: its end is not after its start.",
    )
    expect(problem('range=custom&start=2026-11-27T09:00:00Z&end=2026-11-27T08:00:00Z').spec).toEqual({
      preset: '24h',
    })
  })

  it('writes what it reads, the default as nothing', () => {
    expect(auditRangeToSearch({ preset: '24h' })).toEqual({ range: null, start: null, end: null })
    expect(auditRangeToSearch({ preset: '7d' })).toEqual({ range: '7d', start: null, end: null })
    const custom = { preset: 'custom', start: NOW - HOUR, end: NOW } as const
    const written = new URLSearchParams(auditRangeToSearch(custom) as Record<string, string>)
    expect(parseAuditRange(written, NOW).spec).toEqual(custom)
  })
})

describe('the window a range covers', () => {
  it('ends now for a preset, and is fixed from then on', () => {
    expect(resolveAuditRange({ preset: '1h' }, NOW)).toEqual({
      spec: { preset: '1h' },
      start: NOW - HOUR,
      end: NOW,
    })
    expect(resolveAuditRange({ preset: '7d' }, NOW).start).toBe(NOW - 7 * 24 * HOUR)
  })

  it('is the custom range itself', () => {
    const spec = { preset: 'custom', start: NOW - 2 * HOUR, end: NOW - HOUR } as const
    expect(resolveAuditRange(spec, NOW)).toEqual({ spec, start: NOW - 2 * HOUR, end: NOW - HOUR })
  })

  it('changes only with the range entries of the URL, not a filter or the open entry', () => {
    expect(sameRange(search('range=1h&q=web'), search('range=1h&result=error&entry=x'))).toBe(true)
    expect(sameRange(search('range=1h'), search('range=7d'))).toBe(false)
    expect(sameRange(search('range=custom&start=a&end=b'), search('range=custom&start=a&end=c'))).toBe(false)
  })
})
