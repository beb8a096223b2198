/**
 * The audit log's time window, kept in the URL so a view can be shared: `?range=1h`, `?range=7d`, or
 * `?range=custom&start=...&end=...` (ISO 8601). The API needs a start time; a preset ends when it is opened.
 */

const HOUR = 3_600_000

export const AUDIT_RANGE_PRESETS = [
  { value: '1h', label: 'Last hour', ms: HOUR },
  { value: '24h', label: 'Last 24 hours', ms: 24 * HOUR },
  { value: '7d', label: 'Last 7 days', ms: 7 * 24 * HOUR },
] as const

export type AuditPreset = (typeof AUDIT_RANGE_PRESETS)[number]['value']
export const DEFAULT_AUDIT_RANGE: AuditPreset = '24h'

export type AuditRangeSpec = { preset: AuditPreset } | { preset: 'custom'; start: number; end: number }

/** A window fixed in time: every page of the log is read for the same one, so pages never overlap or miss. */
export type AuditWindow = { spec: AuditRangeSpec; start: number; end: number }

/** What the URL asks for, and why it cannot be shown when it cannot (the default range is shown instead). */
export type ParsedAuditRange = { spec: AuditRangeSpec; problem: string | null }

const presetOf = (value: string | null) => AUDIT_RANGE_PRESETS.find((p) => p.value === value)

/** Why a custom range from a link cannot be shown, in the link's terms. */
function linkProblem(startText: string | null, endText: string | null, now: number): string | null {
  const start = Date.parse(startText ?? '')
  const end = Date.parse(endText ?? '')
  if (!startText || !Number.isFinite(start)) return 'its start is not a date and time'
  if (!endText || !Number.isFinite(end)) return 'its end is not a date and time'
  if (end > now) return 'its end is in the future'
  if (start >= end) return 'its end is not after its start'
  return null
}

/** The range the URL asks for. An unknown preset or a broken custom range gives the default, with the reason. */
export function parseAuditRange(search: URLSearchParams, now = Date.now()): ParsedAuditRange {
  const range = search.get('range')
  if (range === null) return { spec: { preset: DEFAULT_AUDIT_RANGE }, problem: null }
  const preset = presetOf(range)
  if (preset) return { spec: { preset: preset.value }, problem: null }
  const fallback = { preset: DEFAULT_AUDIT_RANGE } as const
  if (range !== 'custom') {
    return { spec: fallback, problem: `The link's time range "${range}" is not one this page knows.` }
  }
  const problem = linkProblem(search.get('start'), search.get('end'), now)
  if (problem) return { spec: fallback, problem: `The link's custom time range cannot be shown: ${problem}.` }
  return {
    spec: {
      preset: 'custom',
      start: Date.parse(search.get('start') ?? ''),
      end: Date.parse(search.get('end') ?? ''),
    },
    problem: null,
  }
}

/** The query-string entries for a range (the default needs none). */
export function auditRangeToSearch(spec: AuditRangeSpec): Record<string, string | null> {
  if (spec.preset === 'custom') {
    return {
      range: 'custom',
      start: new Date(spec.start).toISOString(),
      end: new Date(spec.end).toISOString(),
    }
  }
  return { range: spec.preset === DEFAULT_AUDIT_RANGE ? null : spec.preset, start: null, end: null }
}

/** The window a range covers, as of `now` for a preset. */
export function resolveAuditRange(spec: AuditRangeSpec, now = Date.now()): AuditWindow {
  if (spec.preset === 'custom') return { spec, start: spec.start, end: spec.end }
  const ms = presetOf(spec.preset)?.ms ?? 24 * HOUR
  return { spec, start: now - ms, end: now }
}
