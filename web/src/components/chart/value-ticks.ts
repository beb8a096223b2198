/** A value axis from 0: its round ticks, the last of which is the top of the axis. */
export type ValueTicks = { top: number; ticks: number[] }

/** A round step near `span / count`: 1, 2 or 5 times a power of ten, as d3 picks it, as an integer pair. */
function stepFor(span: number, count: number): { k: number; exp: number } {
  const raw = span / count
  let exp = Math.floor(Math.log10(raw))
  const error = raw / 10 ** exp
  let k = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1
  if (k === 10) {
    k = 1
    exp += 1
  }
  return { k, exp }
}

/** `n` steps, exact where it can be: a negative power of ten divides, so 3 steps of 0.1 are 0.3, not 0.30000000000000004. */
const times = (n: number, { k, exp }: { k: number; exp: number }) =>
  exp >= 0 ? n * k * 10 ** exp : (n * k) / 10 ** -exp

/**
 * About `count` round ticks from 0 to a top at or above `max` (give or take float noise, a millionth of a
 * millionth), the top being a tick itself, so no value drawn is ever above the top label. The top is the first multiple of the step at or above `max`; a new top may call for
 * a coarser step, so it is worked out again until the step holds (as d3's `nice` does). A top at or under a round
 * number stays at or under it: values up to 100 never get an axis past 100.
 */
export function valueTicks(max: number, count = 5): ValueTicks {
  const value = Number.isFinite(max) && max > 0 ? max : 1
  let top = value
  let step = stepFor(top, count)
  for (let i = 0; i < 10; i++) {
    // a quotient a hair over a whole number is float noise (0.1 + 0.2 over 0.05), not a reason for another step
    const q = value / times(1, step)
    const n = Math.max(1, Math.ceil(q - q * 1e-12))
    top = times(n, step)
    const next = stepFor(top, count)
    if (next.k === step.k && next.exp === step.exp) {
      return { top, ticks: Array.from({ length: n + 1 }, (_, j) => times(j, step)) }
    }
    step = next
  }
  const n = Math.ceil(value / times(1, step))
  return { top: times(n, step), ticks: Array.from({ length: n + 1 }, (_, j) => times(j, step)) }
}
