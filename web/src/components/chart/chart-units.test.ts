// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { GiB, KiB, MiB } from '~/util/format'
import { bytesUnit, countUnit, percentUnit } from './chart-units'

describe('chart units', () => {
  it('percent axes end at the next multiple of 10 above the data, at least 10', () => {
    expect(percentUnit(37.2).max).toBe(40)
    expect(percentUnit(0).max).toBe(10)
    expect(percentUnit(100).max).toBe(100)
    expect(percentUnit(30.000000000000004).max).toBe(30)
    expect(percentUnit(250).max).toBe(250)
    // values as every percentage is shown
    expect(percentUnit(12.345).format(12.345)).toBe('12.3%')
  })

  it('byte axes use one 1024-based unit fitting the largest value, and label it', () => {
    const unit = bytesUnit(3 * MiB, { perSecond: true })
    expect(unit.label).toBe('MiB/s')
    expect(unit.scale).toBe(MiB)
    expect(unit.tick((1.5 * MiB) / unit.scale)).toBe('1.5')
    expect(unit.format(1536 * KiB)).toBe('1.5 MiB/s')
    expect(bytesUnit(900).label).toBe('B')
    expect(bytesUnit(2 * GiB).format(2 * GiB)).toBe('2 GiB')
  })

  it('counts have up to 2 fraction digits, compact from a million, engineering from 1e15', () => {
    const unit = countUnit('reads', { perSecond: true })
    expect(unit.label).toBe('reads/s')
    expect(unit.format(12.3456)).toBe('12.35 reads/s')
    expect(unit.tick(2_500_000)).toBe('2.5M')
    expect(unit.tick(3e15)).toBe('3E15')
  })
})
