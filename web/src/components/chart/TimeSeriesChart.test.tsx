import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatDateTime } from '~/util/format'
import { countUnit } from './chart-units'
import { TimeSeriesChart } from './TimeSeriesChart'

const MIN = 60_000
const start = Date.parse('2025-10-08T12:00:00Z')
const points = [
  { t: start + MIN, v: 10 },
  { t: start + 2 * MIN, v: 20.5 },
  { t: start + 3 * MIN, v: null },
  { t: start + 4 * MIN, v: 40 },
]

function renderChart() {
  render(
    <TimeSeriesChart
      title="Reads"
      series={[{ id: 'reads', label: 'Reads', points }]}
      range={{ start, end: start + 5 * MIN }}
      unit={countUnit('reads', { perSecond: true })}
    />,
  )
  return screen.getByRole('group', { name: 'Reads chart. Use the arrow keys to read values.' })
}

const said = () => screen.getByRole('status').textContent

describe('a chart by keyboard', () => {
  it('starts at the latest point on focus and moves along the points with data', () => {
    const chart = renderChart()
    fireEvent.focus(chart)
    expect(said()).toBe(`${formatDateTime(start + 4 * MIN, { seconds: true })}: 40 reads/s`)
    expect(screen.getByRole('tooltip').textContent).toContain('40 reads/s')
    // the gap has no point to stop at
    fireEvent.keyDown(chart, { key: 'ArrowLeft' })
    expect(said()).toBe(`${formatDateTime(start + 2 * MIN, { seconds: true })}: 20.5 reads/s`)
    fireEvent.keyDown(chart, { key: 'Home' })
    expect(said()).toContain('10 reads/s')
    // no further than the ends
    fireEvent.keyDown(chart, { key: 'ArrowLeft' })
    expect(said()).toContain('10 reads/s')
    fireEvent.keyDown(chart, { key: 'End' })
    expect(said()).toContain('40 reads/s')
    fireEvent.keyDown(chart, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(said()).toBe('')
  })

  it('describes itself for screen readers', () => {
    const chart = renderChart()
    const summary = document.getElementById(chart.getAttribute('aria-describedby') ?? '')
    expect(summary?.textContent).toMatch(
      /^Reads from .* to .*\. Reads: lowest 10 reads\/s at .*, highest 40 reads\/s/,
    )
    expect(summary?.textContent).toContain('No data from')
  })
})
