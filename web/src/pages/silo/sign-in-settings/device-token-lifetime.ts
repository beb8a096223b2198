import { CONSOLE_LOCALE } from '~/util/locale'

// whole numbers in full, grouped: a limit is exact
const whole = new Intl.NumberFormat(CONSOLE_LOCALE, { maximumFractionDigits: 0 })

/** The units the lifetime of a device token is given in, spelled out. */
export const LIFETIME_UNITS = ['minutes', 'hours', 'days'] as const
export type LifetimeUnit = (typeof LIFETIME_UNITS)[number]

const SECONDS: Record<LifetimeUnit, number> = { minutes: 60, hours: 3600, days: 86_400 }

/** The longest lifetime the API takes: a whole number of seconds that fits in 32 bits. */
export const MAX_LIFETIME_SECONDS = 2 ** 32 - 1

/** What the form holds: no limit, or at most `amount` of `unit`. */
export type LifetimeValues = { limit: 'none' | 'limited'; amount: number; unit: LifetimeUnit }

/** The form's values for a lifetime in seconds (null: no limit), in the largest unit that says it exactly. */
export function lifetimeValues(seconds: number | null | undefined): LifetimeValues {
  if (seconds == null) return { limit: 'none', amount: 8, unit: 'hours' }
  // the API shows 0 (tokens that expire at once) but takes 1 second at least: the form's least is a minute
  if (seconds === 0) return { limit: 'limited', amount: 1, unit: 'minutes' }
  const unit = [...LIFETIME_UNITS].reverse().find((u) => seconds % SECONDS[u] === 0) ?? 'minutes'
  // a lifetime of seconds that no whole number of minutes says is shown rounded up, never shorter than it is
  return { limit: 'limited', amount: Math.max(1, Math.ceil(seconds / SECONDS[unit])), unit }
}

/** The lifetime in seconds the form asks for; null for no limit. */
export function lifetimeSeconds({ limit, amount, unit }: LifetimeValues): number | null {
  return limit === 'none' ? null : amount * SECONDS[unit]
}

/** Why the form's lifetime cannot be sent, or null when it can. */
export function lifetimeError(values: LifetimeValues): string | null {
  if (values.limit === 'none') return null
  const { amount, unit } = values
  if (!Number.isFinite(amount)) return 'Enter how long a device token may last'
  if (!Number.isInteger(amount) || amount < 1) return 'Enter a whole number of 1 or more'
  if (amount * SECONDS[unit] > MAX_LIFETIME_SECONDS) {
    const most = Math.floor(MAX_LIFETIME_SECONDS / SECONDS[unit])
    return `At most ${whole.format(most)} ${unit}: the longest lifetime the API takes`
  }
  return null
}

/** A lifetime in words: '8 hours', '1 day', '90 minutes'; 'No limit' when there is none. */
export function describeLifetime(seconds: number | null | undefined): string {
  if (seconds == null) return 'No limit'
  if (seconds === 0 || seconds % 60 !== 0)
    return `${whole.format(seconds)} ${seconds === 1 ? 'second' : 'seconds'}`
  const { amount, unit } = lifetimeValues(seconds)
  return `${whole.format(amount)} ${amount === 1 ? unit.slice(0, -1) : unit}`
}
