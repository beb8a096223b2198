import type { LineCustomSvgLayerProps } from '@nivo/line'
import { createContext, memo, useContext, useMemo } from 'react'
import s from './chart.module.css'

/** x in ms since the epoch: a linear scale over plain numbers is cheaper for nivo than a time scale over dates */
export type Datum = { x: number; y: number | null }
export type NivoSeries = { id: string; data: Datum[] }
export type LayerProps = LineCustomSvgLayerProps<NivoSeries>

/** Lines differ by dash as well as color, so they can be told apart without color. */
export const DASHES = ['none', '6 3', '2 3', '8 3 2 3']
export const seriesClass = (i: number) => s[`series${i % 4}`]

/**
 * The time the tooltip is at, or null. The highlight reads it from here, so moving it redraws the highlight
 * alone rather than the whole chart.
 */
export const ActiveTimeContext = createContext<number | null>(null)

type Scale = (value: number) => number

/**
 * One path per series through all its points, from nivo's scales and line generator (which leaves out points
 * whose y is null, so a gap stays a gap), made once per data and size rather than on every render.
 */
export const SeriesLines = memo(function SeriesLines({
  data,
  xScale,
  yScale,
  lineGenerator,
}: {
  data: NivoSeries[]
  xScale: Scale
  yScale: Scale
  lineGenerator: LayerProps['lineGenerator']
}) {
  const paths = useMemo(
    () =>
      data.map((x) => {
        // the generator skips points whose y is null; its type does not say so
        const points = x.data.map((p) => ({ x: xScale(p.x), y: p.y === null ? null : yScale(p.y) }))
        return lineGenerator(points as { x: number; y: number }[]) ?? undefined
      }),
    [data, xScale, yScale, lineGenerator],
  )
  return (
    <g>
      {data.map((x, i) => (
        <path
          key={x.id}
          className={`${s.line} ${seriesClass(i)}`}
          strokeDasharray={DASHES[i % DASHES.length]}
          d={paths[i]}
        />
      ))}
    </g>
  )
})

/** The tooltip's time as a vertical rule, and a dot on each line that has a value then. */
export function Highlight({
  data,
  xScale,
  yScale,
  height,
}: {
  data: NivoSeries[]
  xScale: Scale
  yScale: Scale
  height: number
}) {
  const activeTime = useContext(ActiveTimeContext)
  if (activeTime === null) return null
  const x = xScale(activeTime)
  return (
    <g className={s.highlight}>
      <line x1={x} x2={x} y1={0} y2={height} />
      {data.map((d, i) => {
        const y = d.data.find((p) => p.x === activeTime)?.y
        return y == null ? null : <circle key={d.id} className={seriesClass(i)} cx={x} cy={yScale(y)} r={4} />
      })}
    </g>
  )
}
