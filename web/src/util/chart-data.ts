/**
 * Turning API answers into what a chart draws: points in time with a value, or null where there was no data.
 * A null is drawn as a gap, never bridged by a line, and the chart's time axis always spans the whole requested
 * range, so missing data at either end shows as empty space too.
 */

export type ChartPoint = { t: number; v: number | null }
export type ChartSeries = { id: string; label: string; points: ChartPoint[] }

/** The slice of an OxQL table the charts read (timestamps are typed as dates but arrive as strings). */
export type OxqlTableLike = {
  timeseries: {
    fields: Record<string, { value: unknown }>
    points: { timestamps: (Date | string)[]; values: { values: { values: unknown[] } }[] }
  }[]
}

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/**
 * The table's timeseries summed point by point (by timestamp, since series may start and end at different
 * times) into one series per value of `groupField`, or into one series without it. Within a group a point is
 * null only where no series had a value.
 */
export function sumTable(table: OxqlTableLike | undefined, groupField?: string): Map<string, ChartPoint[]> {
  const groups = new Map<string, Map<number, number | null>>()
  for (const series of table?.timeseries ?? []) {
    const group = groupField ? String(series.fields[groupField]?.value ?? '') : ''
    const sums = groups.get(group) ?? new Map<number, number | null>()
    groups.set(group, sums)
    const values = series.points.values[0]?.values.values ?? []
    series.points.timestamps.forEach((stamp, i) => {
      const t = new Date(stamp).getTime()
      const v = asNumber(values[i])
      const before = sums.get(t) ?? null
      sums.set(t, v === null ? before : (before ?? 0) + v)
    })
  }
  return new Map(
    [...groups].map(([group, sums]) => [
      group,
      [...sums].map(([t, v]) => ({ t, v })).sort((a, b) => a.t - b.t),
    ]),
  )
}

/**
 * Points in time order with a null put between any two that are further apart than 1.5 `step`s, so a stretch
 * without samples is a gap rather than a straight line across it.
 */
export function withGaps(points: readonly ChartPoint[], step: number): ChartPoint[] {
  const out: ChartPoint[] = []
  for (const p of points) {
    const prev = out.at(-1)
    if (prev && prev.v !== null && p.v !== null && p.t - prev.t > 1.5 * step) {
      out.push({ t: prev.t + step, v: null })
    }
    out.push(p)
  }
  return out
}

/** The usual spacing of the points: what a gap is measured against when the API does not say. */
export function typicalStep(points: readonly ChartPoint[]): number {
  const steps = points
    .slice(1)
    .map((p, i) => p.t - points[i].t)
    .filter((d) => d > 0)
    .sort((a, b) => a - b)
  return steps.length ? steps[Math.floor(steps.length / 2)] : 0
}

/** Stretches without data, as [from, to], for saying in words where the gaps are. */
export function gapsOf(points: readonly ChartPoint[]): [number, number][] {
  const gaps: [number, number][] = []
  // the last point with a value, and whether nulls have come since
  let before: ChartPoint | undefined
  let inGap = false
  for (const p of points) {
    if (p.v === null) {
      inGap = before !== undefined
      continue
    }
    if (inGap && before) gaps.push([before.t, p.t])
    before = p
    inGap = false
  }
  return gaps
}

export type Summary = { min: ChartPoint; max: ChartPoint; latest: ChartPoint; count: number }

/** Lowest, highest and latest values, or null when there are none. */
export function summarize(points: readonly ChartPoint[]): Summary | null {
  const real = points.filter((p) => p.v !== null)
  if (real.length === 0) return null
  const value = (p: ChartPoint) => p.v as number
  let min = real[0]
  let max = real[0]
  for (const p of real) {
    if (value(p) < value(min)) min = p
    if (value(p) > value(max)) max = p
  }
  return { min, max, latest: real[real.length - 1], count: real.length }
}

/** Measurements of the metrics endpoints as points. */
export const measurementPoints = (
  items: readonly { timestamp: Date | string; datum: { datum: unknown } }[],
) =>
  items
    .map((m) => ({ t: new Date(m.timestamp).getTime(), v: asNumber(m.datum.datum) }))
    .sort((a, b) => a.t - b.t)
