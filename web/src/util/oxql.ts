/**
 * OxQL, the query language of the API's timeseries endpoints, as the console's charts write it:
 *
 *   get <target:metric> | filter timestamp >= @<start> && timestamp < @<end> && <field> == <value> ...
 *     | align mean_within(<window>) | group_by [<fields>], sum
 *
 * `align` makes the server average the samples of each window, so a long range comes back as a bounded number
 * of points instead of every sample.
 */

export type OxqlFilters = Record<string, string | number>

export type OxqlQuerySpec = {
  metric: string
  start: number
  end: number
  /** ms */
  window: number
  filters?: OxqlFilters
  /** fields to keep, summing the series that share them; `[]` sums everything into one series */
  groupBy?: string[]
}

/** OxQL timestamps are UTC without a zone suffix: `@2025-10-08T14:03:00.000`. */
export const oxqlTimestamp = (ms: number) => `@${new Date(ms).toISOString().replace(/Z$/, '')}`

/** `30s`, `5m`, `2h`, `1d`: the largest unit that divides the duration. */
export function oxqlDuration(ms: number): string {
  const units: [string, number][] = [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ]
  for (const [unit, size] of units) if (ms >= size && ms % size === 0) return `${ms / size}${unit}`
  return `${Math.max(1, Math.round(ms))}ms`
}

const literal = (v: string | number) => (typeof v === 'number' ? String(v) : JSON.stringify(v))

export function oxqlQuery({ metric, start, end, window, filters = {}, groupBy }: OxqlQuerySpec): string {
  const conditions = [
    `timestamp >= ${oxqlTimestamp(start)}`,
    `timestamp < ${oxqlTimestamp(end)}`,
    ...Object.entries(filters).map(([field, value]) => `${field} == ${literal(value)}`),
  ]
  const stages = [
    `get ${metric}`,
    `filter ${conditions.join(' && ')}`,
    `align mean_within(${oxqlDuration(window)})`,
  ]
  if (groupBy) stages.push(`group_by [${groupBy.join(', ')}], sum`)
  return stages.join(' | ')
}

/** Windows the charts average over, from the shortest; each holds several 10-second samples. */
export const ALIGN_WINDOWS = [
  30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000, 21_600_000,
  43_200_000, 86_400_000,
] as const

/** A chart shows at most this many points per series, whatever its range. */
export const MAX_CHART_POINTS = 120

/**
 * The window to align a range to: the shortest that keeps the chart at MAX_CHART_POINTS or fewer. An hour is
 * read in 30 s windows (120 points), a day in 15 minutes (96), 30 days in 6 hours (120).
 */
export function alignWindow(rangeMs: number): number {
  return ALIGN_WINDOWS.find((w) => rangeMs / w <= MAX_CHART_POINTS) ?? ALIGN_WINDOWS[ALIGN_WINDOWS.length - 1]
}
