import { memo } from 'react'
import { type ChartSeries, gapsOf, summarize } from '~/util/chart-data'
import { formatDateTime, formatTime } from '~/util/format'
import type { TimeRange } from '~/util/time-range'
import type { ChartUnit } from './chart-units'

const at = (t: number) => formatDateTime(t)

/** In words, what a series shows: its lowest, highest and latest values, and where it has no data. */
export function describeSeries(series: ChartSeries, unit: ChartUnit): string {
  const summary = summarize(series.points)
  if (!summary) return `${series.label}: no data in this range.`
  const { min, max, latest } = summary
  const v = (p: { v: number | null }) => unit.format(p.v ?? 0)
  const gaps = gapsOf(series.points)
  const gapText = gaps.length
    ? ` No data from ${gaps.map(([a, b]) => `${at(a)} to ${formatTime(b)}`).join(', and from ')}.`
    : ''
  return `${series.label}: lowest ${v(min)} at ${at(min.t)}, highest ${v(max)} at ${at(max.t)}, latest ${v(latest)} at ${at(latest.t)}.${gapText}`
}

/**
 * The text alternative of a chart, read by screen readers in place of the drawing. Memoised: it goes through
 * every point, and the chart renders again as it is measured and as its tooltip moves.
 */
export const ChartSummary = memo(function ChartSummary({
  id,
  title,
  series,
  range,
  unit,
  zone,
}: {
  id: string
  title: string
  series: ChartSeries[]
  range: TimeRange
  unit: ChartUnit
  zone: string
}) {
  return (
    <p id={id} className="visually-hidden">
      {`${title} from ${at(range.start)} to ${at(range.end)}, ${zone}. `}
      {series.length === 0 ? 'No data in this range.' : series.map((x) => describeSeries(x, unit)).join(' ')}
    </p>
  )
})
