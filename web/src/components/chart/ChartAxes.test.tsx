import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ChartAxes, type TickScale } from './ChartAxes'

const HOUR = 3_600_000
const start = Date.parse('2025-10-08T12:00:00Z')

/** 0..100 onto 200..0 px */
const yScale: TickScale = (v: number) => 200 - 2 * v
const xScale = (t: number) => ((t - start) / HOUR) * 100

describe('the axes of a chart', () => {
  it('name the time zone and the unit, and label the ticks where they fall', () => {
    const { container } = render(
      <svg aria-hidden="true">
        <ChartAxes
          width={300}
          height={200}
          xScale={xScale}
          yScale={yScale}
          x={{
            values: [new Date(start + HOUR), new Date(start + 2 * HOUR)],
            format: (d) => `t${(d.getTime() - start) / HOUR}`,
            legend: 'Time, UTC (GMT)',
          }}
          y={{ values: [0, 20, 40, 60, 80, 100], format: (v) => `${v}`, legend: 'reads/s' }}
        />
      </svg>,
    )
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent)
    expect(texts).toEqual(['t1', 't2', 'Time, UTC (GMT)', '0', '20', '40', '60', '80', '100', 'reads/s'])
    // a grid line at every value tick, across the whole width
    const grid = [...container.querySelectorAll('svg > g > g:first-child > line')]
    expect(grid.map((l) => [l.getAttribute('y1'), l.getAttribute('x2')])).toEqual(
      ['200', '160', '120', '80', '40', '0'].map((y) => [y, '300']),
    )
    // the time ticks sit where the scale puts their times
    const ticks = [...container.querySelectorAll('g[transform^="translate(1"], g[transform^="translate(2"]')]
    expect(ticks.map((g) => g.getAttribute('transform'))).toEqual(['translate(100,0)', 'translate(200,0)'])
  })
})
