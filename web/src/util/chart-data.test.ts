import { describe, expect, it } from 'vitest'
import { gapsOf, measurementPoints, summarize, sumTable, typicalStep, withGaps } from './chart-data'

const MIN = 60_000
const iso = (ms: number) => new Date(ms).toISOString()
const series = (fields: Record<string, unknown>, points: [number, number | null][]) => ({
  fields: Object.fromEntries(Object.entries(fields).map(([k, value]) => [k, { value }])),
  points: {
    timestamps: points.map(([t]) => iso(t)),
    values: [{ values: { values: points.map(([, v]) => v) } }],
  },
})

describe('summing a table', () => {
  it('adds series point by point by timestamp, keeping a null only where no series had a value', () => {
    const table = {
      timeseries: [
        series({ vcpu_id: 0 }, [
          [MIN, 1],
          [2 * MIN, null],
          [3 * MIN, 3],
        ]),
        // starts later, as a disk attached later does
        series({ vcpu_id: 1 }, [
          [2 * MIN, null],
          [3 * MIN, 10],
          [4 * MIN, 20],
        ]),
      ],
    }
    expect(sumTable(table).get('')).toEqual([
      { t: MIN, v: 1 },
      { t: 2 * MIN, v: null },
      { t: 3 * MIN, v: 13 },
      { t: 4 * MIN, v: 20 },
    ])
  })

  it('keeps one series per value of the grouping field', () => {
    const table = {
      timeseries: [series({ state: 'run' }, [[MIN, 1]]), series({ state: 'idle' }, [[MIN, 2]])],
    }
    expect([...sumTable(table, 'state').keys()]).toEqual(['run', 'idle'])
    expect(sumTable(undefined).size).toBe(0)
  })
})

describe('gap detection', () => {
  it('breaks the line where points are further apart than 1.5 steps', () => {
    const points = [
      { t: 0, v: 1 },
      { t: MIN, v: 2 },
      { t: 5 * MIN, v: 3 },
      { t: 6 * MIN, v: 4 },
    ]
    expect(withGaps(points, MIN)).toEqual([
      { t: 0, v: 1 },
      { t: MIN, v: 2 },
      { t: 2 * MIN, v: null },
      { t: 5 * MIN, v: 3 },
      { t: 6 * MIN, v: 4 },
    ])
    // a point a little late is not a gap
    expect(withGaps([points[0], { t: 1.4 * MIN, v: 2 }], MIN)).toHaveLength(2)
  })

  it('finds the typical step and names the gaps', () => {
    const points = withGaps(
      [0, 1, 2, 7, 8].map((m) => ({ t: m * MIN, v: m })),
      MIN,
    )
    expect(typicalStep(points)).toBe(MIN)
    expect(gapsOf(points)).toEqual([[2 * MIN, 7 * MIN]])
    expect(
      gapsOf([
        { t: 0, v: null },
        { t: MIN, v: 1 },
      ]),
    ).toEqual([])
  })
})

describe('summaries', () => {
  it('give the lowest, highest and latest values, ignoring gaps', () => {
    const s = summarize([
      { t: 0, v: 5 },
      { t: 1, v: 2 },
      { t: 2, v: 9 },
      { t: 3, v: null },
      { t: 4, v: 4 },
    ])
    expect(s).toEqual({ min: { t: 1, v: 2 }, max: { t: 2, v: 9 }, latest: { t: 4, v: 4 }, count: 4 })
    expect(summarize([{ t: 0, v: null }])).toBeNull()
  })

  it('reads measurements in time order', () => {
    expect(
      measurementPoints([
        { timestamp: new Date(2000), datum: { datum: 4 } },
        { timestamp: iso(1000), datum: { datum: 3 } },
      ]),
    ).toEqual([
      { t: 1000, v: 3 },
      { t: 2000, v: 4 },
    ])
  })
})
