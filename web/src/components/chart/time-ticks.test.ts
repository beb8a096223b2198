import { describe, expect, it } from 'vitest'
import { timeTicks } from './time-ticks'

const HOUR = 3_600_000

describe('time axis ticks', () => {
  it('fall on round local times within the range, at most seven', () => {
    const start = new Date(2025, 9, 8, 12, 7, 13).getTime()
    const { values, format } = timeTicks(start, start + HOUR)
    expect(values.length).toBeLessThanOrEqual(7)
    expect(values.length).toBeGreaterThanOrEqual(4)
    for (const v of values) {
      expect(v.getTime()).toBeGreaterThanOrEqual(start)
      expect(v.getTime()).toBeLessThanOrEqual(start + HOUR)
      expect(v.getMinutes() % 10).toBe(0)
      expect(v.getSeconds()).toBe(0)
    }
    expect(format(values[0])).toMatch(/^\d\d:\d0$/)
  })

  it('show dates for ranges of days, starting at local midnight', () => {
    const start = new Date(2025, 9, 1, 15, 30).getTime()
    const { values, format } = timeTicks(start, start + 30 * 24 * HOUR)
    expect(values.length).toBeLessThanOrEqual(7)
    for (const v of values) expect([v.getHours(), v.getMinutes()]).toEqual([0, 0])
    expect(format(values[0])).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/)
    const week = timeTicks(start, start + 2 * 24 * HOUR)
    expect(week.format(week.values[0])).toMatch(/^[A-Z][a-z]{2} \d{1,2} \d\d:\d\d$/)
  })
})
