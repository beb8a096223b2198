// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDateTime, formatTime } from '~/util/format'
import { describeSeries } from './ChartSummary'
import { percentUnit } from './chart-units'

const MIN = 60_000
const t0 = Date.parse('2025-10-08T12:00:00Z')

describe('the text alternative of a chart', () => {
  it('names the lowest, highest and latest values with their times, and the gaps', () => {
    const series = {
      id: 'run',
      label: 'Running',
      points: [
        { t: t0, v: 20 },
        { t: t0 + MIN, v: 5.5 },
        { t: t0 + 2 * MIN, v: null },
        { t: t0 + 5 * MIN, v: 42.125 },
        { t: t0 + 6 * MIN, v: 30 },
      ],
    }
    expect(describeSeries(series, percentUnit(50))).toBe(
      `Running: lowest 5.5% at ${formatDateTime(t0 + MIN)}, highest 42.1% at ${formatDateTime(t0 + 5 * MIN)}, ` +
        `latest 30% at ${formatDateTime(t0 + 6 * MIN)}. No data from ${formatDateTime(t0 + MIN)} to ${formatTime(t0 + 5 * MIN)}.`,
    )
  })

  it('says so when there is nothing', () => {
    expect(describeSeries({ id: 'x', label: 'Reads', points: [] }, percentUnit(0))).toBe(
      'Reads: no data in this range.',
    )
  })
})
