// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  describeLifetime,
  lifetimeError,
  lifetimeSeconds,
  lifetimeValues,
  MAX_LIFETIME_SECONDS,
} from './device-token-lifetime'

describe('the lifetime of a device token', () => {
  it('is shown in the largest unit that says it exactly', () => {
    expect(lifetimeValues(null)).toEqual({ limit: 'none', amount: 8, unit: 'hours' })
    expect(lifetimeValues(86_400 * 30)).toEqual({ limit: 'limited', amount: 30, unit: 'days' })
    expect(lifetimeValues(3600 * 8)).toEqual({ limit: 'limited', amount: 8, unit: 'hours' })
    expect(lifetimeValues(90 * 60)).toEqual({ limit: 'limited', amount: 90, unit: 'minutes' })
    // seconds no whole number of minutes says: rounded up, never shorter
    expect(lifetimeValues(90)).toEqual({ limit: 'limited', amount: 2, unit: 'minutes' })
    // tokens that expire at once: the least the form can say
    expect(lifetimeValues(0)).toEqual({ limit: 'limited', amount: 1, unit: 'minutes' })
  })

  it('goes back to the seconds the API takes, or null for no limit', () => {
    expect(lifetimeSeconds({ limit: 'none', amount: 3, unit: 'days' })).toBeNull()
    expect(lifetimeSeconds({ limit: 'limited', amount: 3, unit: 'days' })).toBe(259_200)
    expect(lifetimeSeconds({ limit: 'limited', amount: 45, unit: 'minutes' })).toBe(2_700)
    expect(lifetimeSeconds(lifetimeValues(7_200))).toBe(7_200)
  })

  it('is a whole number of 1 or more, up to what fits in 32 bits of seconds', () => {
    const limited = (amount: number, unit: 'minutes' | 'hours' | 'days' = 'hours') =>
      lifetimeError({ limit: 'limited', amount, unit })
    expect(limited(1)).toBeNull()
    expect(limited(Number.NaN)).toBe('Enter how long a device token may last')
    expect(limited(0)).toBe('Enter a whole number of 1 or more')
    expect(limited(1.5)).toBe('Enter a whole number of 1 or more')
    expect(limited(49_710, 'days')).toBeNull()
    expect(limited(49_711, 'days')).toBe('At most 49,710 days: the longest lifetime the API takes')
    expect(limited(Math.floor(MAX_LIFETIME_SECONDS / 60) + 1, 'minutes')).toBe(
      'At most 71,582,788 minutes: the longest lifetime the API takes',
    )
    // no limit needs no number
    expect(lifetimeError({ limit: 'none', amount: Number.NaN, unit: 'days' })).toBeNull()
  })

  it('reads as words, with the unit spelled out', () => {
    expect(describeLifetime(null)).toBe('No limit')
    expect(describeLifetime(86_400)).toBe('1 day')
    expect(describeLifetime(3600 * 8)).toBe('8 hours')
    expect(describeLifetime(60)).toBe('1 minute')
    expect(describeLifetime(5_400)).toBe('90 minutes')
    expect(describeLifetime(90)).toBe('90 seconds')
    expect(describeLifetime(1)).toBe('1 second')
    expect(describeLifetime(0)).toBe('0 seconds')
  })
})
