import { byteUnitFor, formatBytes, formatNumber, formatPercent } from '~/util/format'

/** How a chart shows its values: the y axis in one unit, and each value exactly in tooltips and summaries. */
export type ChartUnit = {
  /** the y axis's legend: what its numbers count */
  label: string
  /** raw values are divided by this before they are drawn, so the axis ticks are round in `label` */
  scale: number
  /** a tick of the axis, already scaled */
  tick: (scaled: number) => string
  /** a raw value in full, with its unit */
  format: (raw: number) => string
  /** the top of the y axis; otherwise it fits the data */
  max?: number
}

/** Percentages of something: the axis goes to the next multiple of 10 above the data. */
export function percentUnit(maxValue: number): ChartUnit {
  return {
    label: '%',
    scale: 1,
    tick: (v) => formatNumber(v),
    format: formatPercent,
    // float noise (30.000000000000004) must not push the axis a step up
    max: Math.max(10, Math.ceil(Number((maxValue / 10).toFixed(9))) * 10),
  }
}

/** Bytes (per second with `perSecond`), in the 1024-based unit that suits the largest value. */
export function bytesUnit(maxValue: number, { perSecond = false } = {}): ChartUnit {
  const { unit, size } = byteUnitFor(maxValue)
  const per = perSecond ? '/s' : ''
  return {
    label: `${unit}${per}`,
    scale: size,
    tick: (v) => formatNumber(v),
    format: (v) => `${formatBytes(v)}${per}`,
  }
}

/** Counts of `noun` (per second with `perSecond`): `1.5M reads/s`. */
export function countUnit(noun: string, { perSecond = false } = {}): ChartUnit {
  const label = perSecond ? `${noun}/s` : noun
  return { label, scale: 1, tick: (v) => formatNumber(v), format: (v) => `${formatNumber(v)} ${label}` }
}
