import { describe, expect, it } from 'vitest'
import { ALIGN_WINDOWS, alignWindow, MAX_CHART_POINTS, oxqlDuration, oxqlQuery, oxqlTimestamp } from './oxql'

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('OxQL query building', () => {
  it('writes UTC timestamps without a zone and durations in their largest whole unit', () => {
    expect(oxqlTimestamp(Date.parse('2025-10-08T14:03:09.250Z'))).toBe('@2025-10-08T14:03:09.250')
    expect(oxqlDuration(30_000)).toBe('30s')
    expect(oxqlDuration(120_000)).toBe('2m')
    expect(oxqlDuration(90_000)).toBe('90s')
    expect(oxqlDuration(6 * HOUR)).toBe('6h')
    expect(oxqlDuration(DAY)).toBe('1d')
  })

  it('filters by time and fields, aligns and groups', () => {
    const start = Date.parse('2025-10-08T13:00:00Z')
    expect(
      oxqlQuery({
        metric: 'virtual_machine:vcpu_usage',
        start,
        end: start + HOUR,
        window: 30_000,
        filters: { instance_id: 'abc', state: 'run', vcpu_id: 2 },
        groupBy: ['state'],
      }),
    ).toBe(
      'get virtual_machine:vcpu_usage | filter timestamp >= @2025-10-08T13:00:00.000 && timestamp < @2025-10-08T14:00:00.000 && instance_id == "abc" && state == "run" && vcpu_id == 2 | align mean_within(30s) | group_by [state], sum',
    )
  })

  it('quotes string values so they cannot break out of the filter', () => {
    const q = oxqlQuery({ metric: 'm:n', start: 0, end: 1000, window: 1000, filters: { a: 'x" || b == "y' } })
    expect(q).toContain('a == "x\\" || b == \\"y"')
  })
})

describe('the downsampling window', () => {
  it.each([
    [HOUR, 30_000, 120],
    [3 * HOUR, 120_000, 90],
    [DAY, 900_000, 96],
    [7 * DAY, 7_200_000, 84],
    [30 * DAY, 21_600_000, 120],
  ])('a range of %d ms is read in windows of %d ms (%d points)', (range, window, points) => {
    expect(alignWindow(range)).toBe(window)
    expect(range / alignWindow(range)).toBe(points)
  })

  it('never gives a chart more than its maximum of points, and picks the shortest window that does', () => {
    for (const range of [60_000, 5 * HOUR, 2 * DAY, 13 * DAY, 90 * DAY - 1]) {
      const w = alignWindow(range)
      expect(range / w).toBeLessThanOrEqual(MAX_CHART_POINTS)
      const shorter = ALIGN_WINDOWS.filter((x) => x < w)
      for (const s of shorter) expect(range / s).toBeGreaterThan(MAX_CHART_POINTS)
    }
  })
})
