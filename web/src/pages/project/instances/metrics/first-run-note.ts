import type { TimeRange } from '~/util/time-range'

const MINUTE = 60_000
const UNITS = [
  { ms: 24 * 60 * MINUTE, one: 'day' },
  { ms: 60 * MINUTE, one: 'hour' },
  { ms: MINUTE, one: 'minute' },
] as const

/** How long, in words, to the unit below: `4 minutes`, `1 hour`, `3 days`, or `less than a minute`. */
export function durationWords(ms: number): string {
  const unit = UNITS.find((u) => ms >= u.ms)
  if (!unit) return 'less than a minute'
  const n = Math.floor(ms / unit.ms)
  return `${n} ${unit.one}${n === 1 ? '' : 's'}`
}

/**
 * Why the charts of an instance that first ran within the range are empty before then, and for how long they
 * have had data; null when the instance ran before the range began (or never did: that is said instead of any
 * chart).
 */
export function firstRunNote(name: string, firstRun: number | null, range: TimeRange, now = Date.now()) {
  if (firstRun === null || firstRun <= range.start) return null
  return `Data from when ${name} started, ${durationWords(Math.max(0, now - firstRun))} ago. The charts are empty before then.`
}
