import { Line, type LineSvgLayer } from '@nivo/line'
import { memo, useMemo } from 'react'
import type { TimeRange } from '~/util/time-range'
import { ChartAxes, type TickScale, type TimeAxis, type ValueAxis } from './ChartAxes'
import { Highlight, type LayerProps, type NivoSeries, SeriesLines } from './chart-layers'

export const MARGIN = { top: 12, right: 24, bottom: 40, left: 64 }
// the top of the value axis is worked out beforehand (`valueTicks`), a tick itself: nivo must not move it
const Y_SCALE = { type: 'linear', min: 0, max: 'auto', nice: false } as const

/**
 * The drawing of a chart: nivo lays out the plot and makes its scales, and custom layers draw the axes, the lines
 * and the highlight from them. Memoised, so that moving the tooltip (which only the highlight shows) leaves the
 * rest as it is.
 */
export const ChartPlot = memo(function ChartPlot({
  width,
  height,
  data,
  range,
  x,
  y,
  yMax,
}: {
  width: number
  height: number
  data: NivoSeries[]
  range: TimeRange
  x: TimeAxis
  y: ValueAxis
  /** the top of the value axis, its last tick */
  yMax: number
}) {
  // nivo is given only the corners of the plot, from which it makes the scales; the lines are drawn by a layer
  // of our own from those scales, which spares nivo going through every point
  const frame = useMemo<NivoSeries[]>(
    () => [
      {
        id: 'frame',
        data: [
          { x: range.start, y: 0 },
          { x: range.end, y: yMax },
        ],
      },
    ],
    [range.start, range.end, yMax],
  )
  const xScale = useMemo(
    () => ({ type: 'linear', min: range.start, max: range.end, nice: false }) as const,
    [range.start, range.end],
  )
  const layers = useMemo<LineSvgLayer<NivoSeries>[]>(
    () => [
      (p: LayerProps) => (
        <ChartAxes
          width={p.innerWidth}
          height={p.innerHeight}
          xScale={p.xScale}
          yScale={p.yScale as TickScale}
          x={x}
          y={y}
        />
      ),
      (p: LayerProps) => (
        <SeriesLines data={data} xScale={p.xScale} yScale={p.yScale} lineGenerator={p.lineGenerator} />
      ),
      (p: LayerProps) => <Highlight data={data} xScale={p.xScale} yScale={p.yScale} height={p.innerHeight} />,
    ],
    [data, x, y],
  )
  return (
    <Line
      width={width}
      height={height}
      data={frame}
      margin={MARGIN}
      animate={false}
      isInteractive={false}
      enablePoints={false}
      role="presentation"
      xScale={xScale}
      yScale={Y_SCALE}
      layers={layers}
    />
  )
})
