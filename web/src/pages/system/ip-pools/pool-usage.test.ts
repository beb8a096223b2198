import { describe, expect, it } from 'vitest'
import { poolUsage } from './pool-usage'

describe('poolUsage', () => {
  it('takes the counts of a small pool as the API sends them', () => {
    expect(poolUsage({ capacity: 480, remaining: 412 }, null)).toEqual({
      capacity: 480n,
      allocated: 68n,
      remaining: 412n,
      capacityExact: true,
      allocationExact: true,
    })
  })

  it('prefers the capacity counted from the ranges, exact where the float is not', () => {
    // 2^64 - 1 addresses reach the console as the float 2^64
    const usage = poolUsage({ capacity: 2 ** 64, remaining: 2 ** 64 }, 2n ** 64n - 1n)
    expect(usage.capacity).toBe(18446744073709551615n)
    expect(usage.allocated).toBe(0n)
    expect(usage.remaining).toBe(18446744073709551615n)
    expect(usage).toMatchObject({ capacityExact: true, allocationExact: false })
  })

  it('says when only the rounded API counts are known', () => {
    expect(poolUsage({ capacity: 2 ** 64, remaining: 2 ** 64 - 4096 }, null)).toEqual({
      capacity: 2n ** 64n,
      allocated: 4096n,
      remaining: 2n ** 64n - 4096n,
      capacityExact: false,
      allocationExact: false,
    })
  })

  it('never counts below zero or past the capacity', () => {
    expect(poolUsage({ capacity: 10, remaining: 12 }, null).allocated).toBe(0n)
    expect(poolUsage({ capacity: 300, remaining: 0 }, 256n)).toMatchObject({ allocated: 256n, remaining: 0n })
  })

  it('counts an empty pool as empty', () => {
    expect(poolUsage({ capacity: 0, remaining: 0 }, 0n)).toMatchObject({
      capacity: 0n,
      allocated: 0n,
      remaining: 0n,
    })
  })
})
