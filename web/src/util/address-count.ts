import { CONSOLE_LOCALE } from './locale'

/**
 * Address counts, which can be far larger than a float holds exactly: an IPv6 range of a /64 alone is 2^64
 * addresses. Counts are bigints here, and printing them never goes through a float.
 */

/**
 * A count the API sends as a floating point number, as the integer it holds. A float past 2^53 is still an integer
 * (the nearest one the API could send), so the conversion itself loses nothing.
 */
export function countFromApi(value: number): bigint {
  return Number.isFinite(value) ? BigInt(Math.round(value)) : 0n
}

/**
 * Whether an API count is the true count: past 2^53 a float no longer holds every integer, so the API may have
 * rounded it to send it.
 */
export const isExactFromApi = (value: number) => Number.isSafeInteger(value)

const plain = new Intl.NumberFormat(CONSOLE_LOCALE, { maximumFractionDigits: 2 })
const compact = new Intl.NumberFormat(CONSOLE_LOCALE, { notation: 'compact', maximumFractionDigits: 2 })
const engineering = new Intl.NumberFormat(CONSOLE_LOCALE, {
  notation: 'engineering',
  maximumFractionDigits: 2,
})

const COMPACT_FROM = 1_000_000n
const ENGINEERING_FROM = 10n ** 15n
/** Counts that compact notation would round up to `1000T`: written as `1E15` instead. */
const ROUNDS_TO_ENGINEERING = ENGINEERING_FROM - 5n * 10n ** 9n

/**
 * A count as people read it: `65,535` in full, compact from a million (`1.23M`, `4.29B`) and engineering notation
 * from 1e15 (`18.45E18`), with at most 2 fraction digits.
 */
export function formatCount(count: bigint): string {
  if (count < COMPACT_FROM) return plain.format(count)
  if (count < ROUNDS_TO_ENGINEERING) return compact.format(count)
  return engineering.format(count)
}

/** Every digit of a count, grouped: `18,446,744,073,709,551,616`. */
export const formatCountExact = (count: bigint) => plain.format(count)

/** Whether `formatCount` shortens the count, so that its every digit is worth showing as well. */
export const isShortened = (count: bigint) => count >= COMPACT_FROM

/**
 * `part` as a percentage of `whole`, to one decimal place and rounded down (0 when `whole` is 0), worked out on
 * the integers so that a range of 2^64 addresses short of one is not 100%. A share too small for a tenth is still
 * above zero (as a float), so that `formatPercent` says `<0.1%`.
 */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole <= 0n || part <= 0n) return 0
  const tenths = (part * 1000n) / whole
  if (tenths === 0n) return (Number(part) / Number(whole)) * 100
  return Number(tenths > 1000n ? 1000n : tenths) / 10
}
