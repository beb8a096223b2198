import { type KeyboardEvent, type PointerEvent, useId, useMemo, useState } from 'react'
import type { ChartPoint, ChartSeries } from '~/util/chart-data'
import { formatDateTime, formatTimeZone } from '~/util/format'
import type { TimeRange } from '~/util/time-range'
import type { TimeAxis, ValueAxis } from './ChartAxes'
import { ChartPlot, MARGIN } from './ChartPlot'
import { ChartSummary } from './ChartSummary'
import s from './chart.module.css'
import { ActiveTimeContext, DASHES, type NivoSeries, seriesClass } from './chart-layers'
import type { ChartUnit } from './chart-units'
import { timeTicks } from './time-ticks'
import { useWidth } from './use-width'
import { valueTicks } from './value-ticks'

export type TimeSeriesChartProps = {
  /** what the chart shows, e.g. `CPU utilization`: names the chart region for screen readers */
  title: string
  series: ChartSeries[]
  /** the requested range: the time axis always spans all of it */
  range: TimeRange
  unit: ChartUnit
  height?: number
}

/** The times that have a value in at least one series, in order: what the arrow keys step through. */
function stops(series: ChartSeries[]): number[] {
  const times = new Set<number>()
  for (const x of series) for (const p of x.points) if (p.v !== null) times.add(p.t)
  return [...times].sort((a, b) => a - b)
}

const valueAt = (points: ChartPoint[], t: number) => points.find((p) => p.t === t)?.v ?? null

/**
 * A line chart of values over time, drawn with nivo. Points with no value are gaps in the line. The chart is one
 * keyboard stop: arrow keys (and Home, End, Page Up, Page Down) move a highlighted point whose exact values and
 * time show in a tooltip, which pointer movement over the chart also shows. A text summary (lowest, highest and
 * latest values, and where data is missing) stands in for the drawing for screen readers.
 */
export function TimeSeriesChart({ title, series, range, unit, height = 240 }: TimeSeriesChartProps) {
  const id = useId()
  const [plotRef, width] = useWidth<HTMLDivElement>()
  const times = useMemo(() => stops(series), [series])
  const [active, setActive] = useState<number | null>(null)
  const activeTime = active === null ? null : (times[Math.min(active, times.length - 1)] ?? null)

  const data = useMemo<NivoSeries[]>(
    () =>
      series.map((x) => ({
        id: x.id,
        data: x.points.map((p) => ({ x: p.t, y: p.v === null ? null : p.v / unit.scale })),
      })),
    [series, unit.scale],
  )
  // the axis reaches a round top at or above every value drawn and the unit's own top (a percentage's next
  // multiple of 10), with the top a labelled tick; a line of zeros gets an axis up to 1
  const yTicks = useMemo(() => {
    let top = 0
    for (const d of data) for (const p of d.data) if (p.y !== null && p.y > top) top = p.y
    return valueTicks(Math.max(top, unit.max ?? 0))
  }, [data, unit.max])
  const zone = useMemo(() => formatTimeZone(range.end), [range.end])
  const xAxis = useMemo<TimeAxis>(
    () => ({ ...timeTicks(range.start, range.end), legend: `Time, ${zone}` }),
    [range.start, range.end, zone],
  )
  const yAxis = useMemo<ValueAxis>(
    () => ({ values: yTicks.ticks, format: unit.tick, legend: unit.label }),
    [yTicks, unit.tick, unit.label],
  )

  const onKeyDown = (e: KeyboardEvent) => {
    if (times.length === 0) return
    const last = times.length - 1
    const current = active ?? last
    const next: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      ArrowDown: current - 1,
      ArrowUp: current + 1,
      Home: 0,
      End: last,
      PageUp: current + 10,
      PageDown: current - 10,
    }
    if (!(e.key in next)) {
      if (e.key === 'Escape') setActive(null)
      return
    }
    e.preventDefault()
    setActive(Math.max(0, Math.min(last, next[e.key])))
  }

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (times.length === 0) return
    const box = e.currentTarget.getBoundingClientRect()
    const inner = box.width - MARGIN.left - MARGIN.right
    const t = range.start + ((e.clientX - box.left - MARGIN.left) / inner) * (range.end - range.start)
    let best = 0
    for (let i = 1; i < times.length; i++) if (Math.abs(times[i] - t) < Math.abs(times[best] - t)) best = i
    setActive(best)
  }

  const frac = activeTime === null ? 0 : (activeTime - range.start) / (range.end - range.start)
  const summaryId = `${id}-summary`

  return (
    <div className={s.chart}>
      {/* biome-ignore lint/a11y/useSemanticElements: a focusable group is how a chart with its own keys is named */}
      <div
        role="group"
        aria-label={`${title} chart. Use the arrow keys to read values.`}
        aria-describedby={summaryId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes arrow keys to move between its points
        tabIndex={0}
        ref={plotRef}
        className={s.plot}
        style={{ height }}
        onKeyDown={onKeyDown}
        onFocus={() => setActive((a) => a ?? (times.length ? times.length - 1 : null))}
        onBlur={() => setActive(null)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
      >
        <div aria-hidden="true" className={s.svg}>
          {width > 0 && (
            <ActiveTimeContext.Provider value={activeTime}>
              <ChartPlot
                width={width}
                height={height}
                data={data}
                range={range}
                x={xAxis}
                y={yAxis}
                yMax={yTicks.top}
              />
            </ActiveTimeContext.Provider>
          )}
        </div>
        {activeTime !== null && (
          <div
            role="tooltip"
            className={s.tooltip}
            style={{
              left: `calc(${MARGIN.left}px + (100% - ${MARGIN.left + MARGIN.right}px) * ${frac})`,
              transform: frac > 0.6 ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
            }}
          >
            <div className={s.tooltipTime}>{formatDateTime(activeTime, { seconds: true })}</div>
            {series.map((x, i) => {
              const v = valueAt(x.points, activeTime)
              return (
                <div key={x.id} className={s.tooltipRow}>
                  {series.length > 1 && <span className={`${s.swatch} ${seriesClass(i)}`} />}
                  {series.length > 1 && <span>{x.label}</span>}
                  <strong>{v === null ? 'no data' : unit.format(v)}</strong>
                </div>
              )
            })}
          </div>
        )}
      </div>
      {/* what the tooltip says, for screen readers, as the arrow keys move */}
      <div role="status" className="visually-hidden">
        {activeTime !== null &&
          `${formatDateTime(activeTime, { seconds: true })}: ${series
            .map((x) => {
              const v = valueAt(x.points, activeTime)
              return `${series.length > 1 ? `${x.label} ` : ''}${v === null ? 'no data' : unit.format(v)}`
            })
            .join(', ')}`}
      </div>
      {series.length > 1 && (
        <ul className={s.legend} aria-label={`${title} series`}>
          {series.map((x, i) => (
            <li key={x.id}>
              <svg width="24" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  className={`${s.line} ${seriesClass(i)}`}
                  strokeDasharray={DASHES[i % DASHES.length]}
                />
              </svg>
              {x.label}
            </li>
          ))}
        </ul>
      )}
      <ChartSummary id={summaryId} title={title} series={series} range={range} unit={unit} zone={zone} />
    </div>
  )
}
