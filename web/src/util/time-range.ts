/**
 * The time range and auto-refresh interval of a chart page, kept in the URL's query string so a view can be
 * shared: `?range=3h`, `?range=custom&start=...&end=...` (ISO 8601), `?refresh=1m`.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const RANGE_PRESETS = [
  { value: '1h', label: 'Last hour', ms: HOUR },
  { value: '3h', label: 'Last 3 hours', ms: 3 * HOUR },
  { value: '1d', label: 'Last day', ms: DAY },
  { value: '1w', label: 'Last week', ms: 7 * DAY },
  { value: '30d', label: 'Last 30 days', ms: 30 * DAY },
] as const

export type RangePreset = (typeof RANGE_PRESETS)[number]['value']
export const DEFAULT_RANGE: RangePreset = '1h'

/** A range that ends now (and moves on with every refresh), or a fixed one. */
export type TimeRangeSpec = { preset: RangePreset } | { preset: 'custom'; start: number; end: number }

export type TimeRange = { start: number; end: number }

const presetOf = (value: string | null) => RANGE_PRESETS.find((p) => p.value === value)

/** The range the URL asks for; anything unreadable falls back to the last hour. */
export function rangeFromSearch(search: URLSearchParams, now = Date.now()): TimeRangeSpec {
  const range = search.get('range')
  if (range === 'custom') {
    const start = Date.parse(search.get('start') ?? '')
    const end = Date.parse(search.get('end') ?? '')
    // a shared link never shows the future: its end is pulled back to now
    const capped = Math.min(end, now)
    if (Number.isFinite(start) && Number.isFinite(end) && start < capped) {
      return { preset: 'custom', start, end: capped }
    }
  }
  return { preset: presetOf(range)?.value ?? DEFAULT_RANGE }
}

/** The query-string entries for a range (the default one needs none). */
export function rangeToSearch(spec: TimeRangeSpec): Record<string, string | null> {
  if (spec.preset === 'custom') {
    return {
      range: 'custom',
      start: new Date(spec.start).toISOString(),
      end: new Date(spec.end).toISOString(),
    }
  }
  return { range: spec.preset === DEFAULT_RANGE ? null : spec.preset, start: null, end: null }
}

/** The start and end of a range as of `now`. */
export function resolveRange(spec: TimeRangeSpec, now = Date.now()): TimeRange {
  if (spec.preset === 'custom') return { start: spec.start, end: spec.end }
  const ms = presetOf(spec.preset)?.ms ?? HOUR
  return { start: now - ms, end: now }
}

/** A stable name for the range, for cache keys: presets by name, since their times move. */
export const rangeKey = (spec: TimeRangeSpec) =>
  spec.preset === 'custom' ? `custom:${spec.start}-${spec.end}` : spec.preset

/** Why a custom range cannot be shown, or null when it can. */
export function customRangeError(start: number, end: number, now = Date.now()): string | null {
  if (!Number.isFinite(start)) return 'Enter a start date and time'
  if (!Number.isFinite(end)) return 'Enter an end date and time'
  if (end > now) return 'The end cannot be in the future'
  if (start >= end) return 'The start must be before the end'
  return null
}

// ---------------------------------------------------------------------------------------------------
// Auto-refresh

export const REFRESH_INTERVALS = [
  { value: 'off', label: 'Off', ms: 0 },
  { value: '10s', label: 'Every 10 s', ms: 10_000 },
  { value: '1m', label: 'Every minute', ms: MINUTE },
  { value: '5m', label: 'Every 5 minutes', ms: 5 * MINUTE },
] as const

export type RefreshInterval = (typeof REFRESH_INTERVALS)[number]['value']

export function refreshFromSearch(search: URLSearchParams): RefreshInterval {
  return REFRESH_INTERVALS.find((r) => r.value === search.get('refresh'))?.value ?? 'off'
}

export const refreshMs = (interval: RefreshInterval) =>
  REFRESH_INTERVALS.find((r) => r.value === interval)?.ms ?? 0

// ---------------------------------------------------------------------------------------------------
// `datetime-local` inputs, which speak the viewer's local time without a zone

const pad = (n: number) => String(n).padStart(2, '0')

/** `2025-10-08T14:03` in the viewer's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** The time a `datetime-local` value names, or NaN. */
export const fromLocalInput = (value: string) => (value ? new Date(value).getTime() : Number.NaN)
