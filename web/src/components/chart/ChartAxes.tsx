import { memo } from 'react'
import s from './chart.module.css'

/** A linear scale as nivo hands it to a custom layer. */
export type TickScale = (value: number) => number

export type TimeAxis = { values: Date[]; format: (d: Date) => string; legend: string }
/** The value axis's ticks, from 0 to its top (`valueTicks`), so the top label is the top of the plot. */
export type ValueAxis = { values: number[]; format: (v: number) => string; legend: string }

const TICK = 4
const TICK_GAP = 5
const X_LEGEND_OFFSET = 34
const Y_LEGEND_OFFSET = -52

/**
 * The grid, the time axis along the bottom and the value axis on the left, drawn once as plain SVG from nivo's
 * scales. nivo's own axes and grid animate every tick and line with a spring even when nothing animates, which
 * costs more than the rest of a chart's first frame.
 */
export const ChartAxes = memo(function ChartAxes({
  width,
  height,
  xScale,
  yScale,
  x,
  y,
}: {
  width: number
  height: number
  xScale: (value: number) => number
  yScale: TickScale
  x: TimeAxis
  y: ValueAxis
}) {
  const yValues = y.values
  return (
    <g>
      <g className={s.grid}>
        {yValues.map((v) => (
          <line key={v} x1={0} x2={width} y1={yScale(v)} y2={yScale(v)} />
        ))}
      </g>
      <g className={s.axis} transform={`translate(0,${height})`}>
        {x.values.map((d) => (
          <g key={d.getTime()} transform={`translate(${xScale(d.getTime())},0)`}>
            <line x1={0} x2={0} y1={0} y2={TICK} />
            <text textAnchor="middle" dominantBaseline="text-before-edge" y={TICK + TICK_GAP}>
              {x.format(d)}
            </text>
          </g>
        ))}
        <line x1={0} x2={width} y1={0} y2={0} />
        <text textAnchor="end" dominantBaseline="central" x={width} y={X_LEGEND_OFFSET}>
          {x.legend}
        </text>
      </g>
      <g className={s.axis}>
        {yValues.map((v) => (
          <g key={v} transform={`translate(0,${yScale(v)})`}>
            <line x1={0} x2={-TICK} y1={0} y2={0} />
            <text textAnchor="end" dominantBaseline="central" x={-(TICK + TICK_GAP)}>
              {y.format(v)}
            </text>
          </g>
        ))}
        <line x1={0} x2={0} y1={0} y2={height} />
        <text
          textAnchor="middle"
          dominantBaseline="central"
          transform={`translate(${Y_LEGEND_OFFSET},${height / 2}) rotate(-90)`}
        >
          {y.legend}
        </text>
      </g>
    </g>
  )
})
