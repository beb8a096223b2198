import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '~/util/format'
import { countUnit, percentUnit } from './chart-units'
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

describe('the value axis of a chart', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  /** The chart as drawn at 600 px wide: the labels of its value axis, bottom up, and the top of the plot. */
  function drawn(values: number[], unit = percentUnit(Math.max(...values))) {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 600, 240))
    const { container } = render(
      <TimeSeriesChart
        title="CPU utilization"
        series={[{ id: 'cpu', label: 'CPU', points: values.map((v, i) => ({ t: start + i * MIN, v })) }]}
        range={{ start, end: start + values.length * MIN }}
        unit={unit}
      />,
    )
    // the value axis is the group of labels whose text is not the time axis's
    const labels = [...container.querySelectorAll('svg g g text')].map((t) => t.textContent ?? '')
    return labels.filter((l) => /^[\d.,]+$/.test(l)).map(Number)
  }

  it('reaches a labelled round top at or above the largest value: a CPU line at 85% is under its top label', () => {
    const ticks = drawn([10, 85, 40])
    expect(Math.max(...ticks)).toBe(100)
    expect(ticks).toEqual([0, 20, 40, 60, 80, 100])
  })

  it('never goes above 100% when no value does', () => {
    expect(Math.max(...drawn([99.5, 12, 100]))).toBe(100)
    expect(Math.max(...drawn([3, 7.2]))).toBe(10)
  })

  it('holds counts too: 41 reads a second reach a top of 50', () => {
    expect(Math.max(...drawn([5, 41], countUnit('reads', { perSecond: true })))).toBe(50)
  })
})
