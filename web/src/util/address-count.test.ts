// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  countFromApi,
  formatCount,
  formatCountExact,
  isExactFromApi,
  isShortened,
  percentOf,
} from './address-count'

describe('counts from the API', () => {
  it('turns a float holding an integer into that integer, however large', () => {
    expect(countFromApi(480)).toBe(480n)
    expect(countFromApi(2 ** 64)).toBe(18446744073709551616n)
    expect(countFromApi(Number.NaN)).toBe(0n)
  })

  it('knows a count past 2^53 may have been rounded by the API', () => {
    expect(isExactFromApi(65535)).toBe(true)
    expect(isExactFromApi(Number.MAX_SAFE_INTEGER)).toBe(true)
    expect(isExactFromApi(2 ** 53)).toBe(false)
    expect(isExactFromApi(2 ** 64)).toBe(false)
  })
})

describe('formatCount', () => {
  it('writes counts under a million in full', () => {
    expect(formatCount(0n)).toBe('0')
    expect(formatCount(480n)).toBe('480')
    expect(formatCount(999_999n)).toBe('999,999')
  })

  it('is compact from a million, with at most 2 fraction digits', () => {
    expect(formatCount(1_000_000n)).toBe('1M')
    expect(formatCount(1_234_567n)).toBe('1.23M')
    expect(formatCount(2n ** 32n)).toBe('4.29B')
    expect(formatCount(123_456_789_012_345n)).toBe('123.46T')
  })

  it('uses engineering notation from 1e15, never 1000T', () => {
    expect(formatCount(999_999_999_999_999n)).toBe('1E15')
    expect(formatCount(10n ** 15n)).toBe('1E15')
    expect(formatCount(2n ** 64n)).toBe('18.45E18')
    expect(formatCount(2n ** 128n)).toBe('340.28E36')
  })

  it('writes every digit of a count on demand, past what a float holds', () => {
    expect(formatCountExact(2n ** 64n + 1n)).toBe('18,446,744,073,709,551,617')
    expect(isShortened(999_999n)).toBe(false)
    expect(isShortened(1_000_000n)).toBe(true)
  })
})

describe('percentOf', () => {
  it('is the share in tenths of a percent, rounded down', () => {
    expect(percentOf(68n, 480n)).toBe(14.1)
    expect(percentOf(480n, 480n)).toBe(100)
    expect(percentOf(0n, 480n)).toBe(0)
    expect(percentOf(3n, 0n)).toBe(0)
  })

  it('works on counts no float holds', () => {
    expect(percentOf(2n ** 63n, 2n ** 64n)).toBe(50)
    expect(percentOf(2n ** 64n - 1n, 2n ** 64n)).toBe(99.9)
    // too small for a tenth, yet not nothing
    const tiny = percentOf(3n, 2n ** 64n)
    expect(tiny).toBeGreaterThan(0)
    expect(tiny).toBeLessThan(0.1)
  })
})
