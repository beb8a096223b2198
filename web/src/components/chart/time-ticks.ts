import { formatDate, formatTime } from '~/util/format'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const STEPS = [
  MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
  2 * DAY,
  7 * DAY,
]
const MAX_TICKS = 7

/**
 * Round local times for the time axis: the shortest step that gives at most 7 ticks over the range, each tick on
 * a multiple of it in the viewer's time zone (days start at local midnight). Labels say the time of day, and the
 * date too once the range covers more than one day.
 */
export function timeTicks(start: number, end: number): { values: Date[]; format: (d: Date) => string } {
  const span = end - start
  const step = STEPS.find((s) => span / s <= MAX_TICKS) ?? STEPS[STEPS.length - 1]
  const values: Date[] = []
  const first = new Date(start)
  if (step >= DAY) {
    first.setHours(0, 0, 0, 0)
    while (first.getTime() < start) first.setDate(first.getDate() + 1)
    const days = step / DAY
    for (const d = first; d.getTime() <= end; d.setDate(d.getDate() + days)) values.push(new Date(d))
  } else {
    // offset so that multiples of the step fall on round local times (whole hours in a half-hour zone too)
    const offset = first.getTimezoneOffset() * MINUTE
    const t0 = Math.ceil((start - offset) / step) * step + offset
    for (let t = t0; t <= end; t += step) values.push(new Date(t))
  }
  const withDate = span > DAY
  const format = (d: Date) =>
    step >= DAY
      ? formatDate(d).replace(/, \d{4}$/, '')
      : withDate
        ? `${formatDate(d).replace(/, \d{4}$/, '')} ${formatTime(d)}`
        : formatTime(d)
  return { values, format }
}
