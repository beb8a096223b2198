// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { valueTicks } from './value-ticks'

describe('the ticks of a value axis', () => {
  it('end at a round top at or above the largest value, the top being a tick', () => {
    // 85%: ticks of 20 would stop at 80, under the line
    expect(valueTicks(90)).toEqual({ top: 100, ticks: [0, 20, 40, 60, 80, 100] })
    expect(valueTicks(41)).toEqual({ top: 50, ticks: [0, 10, 20, 30, 40, 50] })
    expect(valueTicks(30)).toEqual({ top: 30, ticks: [0, 5, 10, 15, 20, 25, 30] })
    expect(valueTicks(0.3).ticks).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3])
    expect(valueTicks(0.1 + 0.2).top).toBe(0.3)
    expect(valueTicks(1234)).toEqual({ top: 1400, ticks: [0, 200, 400, 600, 800, 1000, 1200, 1400] })
    // nothing to draw: an axis from 0 to 1
    expect(valueTicks(0).top).toBe(1)
  })

  it('never go past 100 for values up to 100', () => {
    for (const max of [10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99.9, 100]) {
      expect(valueTicks(max).top).toBeLessThanOrEqual(100)
    }
  })

  it('hold every value for any largest value: the top is a tick at or above it, with a handful of ticks', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e15, noNaN: true }), (max) => {
        const { top, ticks } = valueTicks(max)
        expect(top).toBeGreaterThanOrEqual(max * (1 - 1e-12))
        expect(ticks.at(-1)).toBe(top)
        expect(ticks[0]).toBe(0)
        expect(ticks.length).toBeGreaterThanOrEqual(3)
        expect(ticks.length).toBeLessThanOrEqual(12)
      }),
    )
  })
})
