// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAddress } from './ip-address'
import { formatIpRange, ipInRange, ipInRanges, ipRangeSize } from './ip-range'
import { validateIpRange } from './ip-range-validate'

const MAX_V4 = 2n ** 32n - 1n
const MAX_V6 = 2n ** 128n - 1n

const v4Text = (n: bigint) => [24n, 16n, 8n, 0n].map((shift) => (n >> shift) & 0xffn).join('.')

/** The full eight-group form, with or without leading zeros in each group. */
const v6Text = (n: bigint, pad: boolean) =>
  Array.from({ length: 8 }, (_, i) => {
    const group = ((n >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)
    return pad ? group.padStart(4, '0') : group
  }).join(':')

/** The same address with its longest run of zero groups written as `::`. */
function v6Compressed(n: bigint): string {
  const groups = v6Text(n, false).split(':')
  let best = { at: -1, length: 0 }
  for (let i = 0; i < 8; i++) {
    let j = i
    while (j < 8 && groups[j] === '0') j++
    if (j - i > best.length) best = { at: i, length: j - i }
  }
  if (best.length < 2) return groups.join(':')
  return `${groups.slice(0, best.at).join(':')}::${groups.slice(best.at + best.length).join(':')}`
}

const v4 = fc.bigInt({ min: 0n, max: MAX_V4 })
const v6 = fc.bigInt({ min: 0n, max: MAX_V6 })

/** Three sorted addresses of one version: below <= inside <= above. */
const sorted = (arb: fc.Arbitrary<bigint>) =>
  fc.tuple(arb, arb, arb).map((xs) => [...xs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))

describe('addresses as numbers (parseAddress)', () => {
  it('reads every IPv4 address as its number', () => {
    fc.assert(
      fc.property(v4, (n) => {
        expect(parseAddress(v4Text(n))).toEqual({ version: 'v4', value: n })
      }),
    )
  })

  it('reads every IPv6 address as its number, however it is written', () => {
    fc.assert(
      fc.property(v6, (n) => {
        const expected = { version: 'v6', value: n }
        expect(parseAddress(v6Text(n, true))).toEqual(expected)
        expect(parseAddress(v6Text(n, false))).toEqual(expected)
        expect(parseAddress(v6Compressed(n))).toEqual(expected)
        expect(parseAddress(v6Compressed(n).toUpperCase())).toEqual(expected)
      }),
    )
  })

  it('reads an IPv6 address with a dotted IPv4 tail', () => {
    expect(parseAddress('::ffff:10.0.0.1')).toEqual({ version: 'v6', value: 0xffff0a000001n })
    expect(parseAddress('0:0:0:0:0:ffff:10.0.0.1')).toEqual({ version: 'v6', value: 0xffff0a000001n })
  })

  it('refuses what is not an address', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9a-fA-F:.]+$/.test(s)),
        (s) => {
          expect(parseAddress(s)).toBeNull()
        },
      ),
    )
    for (const bad of [
      '',
      '10.0.0',
      '10.0.0.256',
      '010.0.0.1',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
      'fe80::1%eth0',
    ]) {
      expect(parseAddress(bad)).toBeNull()
    }
  })
})

describe('ipInRange', () => {
  it('holds for every address between the ends of a range, the ends included', () => {
    fc.assert(
      fc.property(sorted(v4), ([first, ip, last]) => {
        const range = { first: v4Text(first), last: v4Text(last) }
        expect(ipInRange(v4Text(ip), range)).toBe(true)
        expect(ipInRange(range.first, range)).toBe(true)
        expect(ipInRange(range.last, range)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(sorted(v6), ([first, ip, last]) => {
        expect(ipInRange(v6Compressed(ip), { first: v6Text(first, true), last: v6Compressed(last) })).toBe(
          true,
        )
      }),
    )
  })

  it('fails for every address outside the range', () => {
    fc.assert(
      fc.property(sorted(v4), ([a, b, c]) => {
        fc.pre(a < b)
        // below the range, then above it
        expect(ipInRange(v4Text(a), { first: v4Text(b), last: v4Text(c) })).toBe(false)
      }),
    )
    fc.assert(
      fc.property(sorted(v6), ([a, b, c]) => {
        fc.pre(b < c)
        expect(ipInRange(v6Compressed(c), { first: v6Compressed(a), last: v6Compressed(b) })).toBe(false)
      }),
    )
  })

  it('never places an address in a range of the other version', () => {
    fc.assert(
      fc.property(v4, v6, v6, (ip, a, b) => {
        const [first, last] = a <= b ? [a, b] : [b, a]
        expect(ipInRange(v4Text(ip), { first: v6Compressed(first), last: v6Compressed(last) })).toBe(false)
      }),
    )
    // the same number in the other version is still another address
    expect(ipInRange('::a55:20', { first: '10.85.0.32', last: '10.85.0.255' })).toBe(false)
  })

  it('compares numbers, not text', () => {
    const pool = { first: '10.85.0.9', last: '10.85.0.10' }
    expect(ipInRange('10.85.0.9', pool)).toBe(true)
    expect(ipInRange('10.85.0.10', pool)).toBe(true)
    expect(ipInRange('10.85.0.100', pool)).toBe(false)
  })

  it('is false for an address that is not one', () => {
    expect(ipInRange('10.85.0.x', { first: '10.85.0.0', last: '10.85.0.255' })).toBe(false)
  })
})

describe('ipInRanges and formatIpRange', () => {
  const pool = [
    { first: '10.85.0.32', last: '10.85.0.255' },
    { first: '10.85.1.0', last: '10.85.1.255' },
  ]

  it('accepts an address in any of the ranges', () => {
    expect(ipInRanges('10.85.1.7', pool)).toBe(true)
    expect(ipInRanges('10.85.0.31', pool)).toBe(false)
    expect(ipInRanges('10.85.1.7', [])).toBe(false)
  })

  it('writes a range with a dash, and a one-address range as the address', () => {
    expect(formatIpRange(pool[0])).toBe('10.85.0.32–10.85.0.255')
    expect(formatIpRange({ first: '10.0.0.1', last: '10.0.0.1' })).toBe('10.0.0.1')
  })
})

describe('ipRangeSize', () => {
  it('counts both ends', () => {
    expect(ipRangeSize({ first: '10.85.0.32', last: '10.85.0.255' })).toBe(224n)
    expect(ipRangeSize({ first: '10.0.0.1', last: '10.0.0.1' })).toBe(1n)
  })

  it('counts IPv6 ranges exactly, far past what a float holds', () => {
    expect(ipRangeSize({ first: 'ff0e::', last: 'ff0e::ffff:ffff:ffff:ffff' })).toBe(2n ** 64n)
    // 2^64 + 1 is no float: Number() would round it back to 2^64
    expect(ipRangeSize({ first: 'ff0e::', last: 'ff0e::1:0:0:0:0' })).toBe(2n ** 64n + 1n)
    expect(ipRangeSize({ first: '::', last: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff' })).toBe(2n ** 128n)
  })

  it('is null for a range that runs backwards, mixes versions or is not one', () => {
    expect(ipRangeSize({ first: '10.0.0.9', last: '10.0.0.1' })).toBeNull()
    expect(ipRangeSize({ first: '10.0.0.1', last: '::1' })).toBeNull()
    expect(ipRangeSize({ first: 'x', last: '10.0.0.1' })).toBeNull()
  })
})

describe('validateIpRange', () => {
  it('accepts a range of the pool version that runs forwards, or holds one address', () => {
    expect(validateIpRange({ first: '10.85.4.0', last: '10.85.4.255' }, 'v4')).toEqual({})
    expect(validateIpRange({ first: '10.85.4.7', last: '10.85.4.7' }, 'v4')).toEqual({})
    expect(validateIpRange({ first: '2001:db8::1', last: '2001:db8::1:0' }, 'v6')).toEqual({})
  })

  it('says which end is not an address', () => {
    expect(validateIpRange({ first: '10.85.4.256', last: '10.85.4.9' }, 'v4')).toEqual({
      first: 'Not a valid IP address',
    })
    expect(validateIpRange({ first: '10.85.4.1', last: 'ten' }, 'v4')).toEqual({
      last: 'Not a valid IP address',
    })
    expect(validateIpRange({ first: '', last: '1::2::3' }, 'v6')).toEqual({
      first: 'Not a valid IP address',
      last: 'Not a valid IP address',
    })
  })

  it('says which end is of the other IP version', () => {
    expect(validateIpRange({ first: '2001:db8::1', last: '10.85.4.9' }, 'v4')).toEqual({
      first: 'Must be an IPv4 address, as the pool is IPv4',
    })
    expect(validateIpRange({ first: '2001:db8::1', last: '10.85.4.9' }, 'v6')).toEqual({
      last: 'Must be an IPv6 address, as the pool is IPv6',
    })
    // an IPv4-mapped IPv6 address is IPv6, whatever its tail looks like
    expect(validateIpRange({ first: '::ffff:10.0.0.1', last: '::ffff:10.0.0.9' }, 'v4')).toEqual({
      first: 'Must be an IPv4 address, as the pool is IPv4',
      last: 'Must be an IPv4 address, as the pool is IPv4',
    })
  })

  it('refuses a last address before the first, by number rather than by text', () => {
    expect(validateIpRange({ first: '10.85.4.9', last: '10.85.4.1' }, 'v4')).toEqual({
      last: 'The last address must not be before the first',
    })
    // as text 10.85.4.10 sorts before 10.85.4.9
    expect(validateIpRange({ first: '10.85.4.9', last: '10.85.4.10' }, 'v4')).toEqual({})
    expect(validateIpRange({ first: '2001:db8::ff', last: '2001:db8::f' }, 'v6')).toEqual({
      last: 'The last address must not be before the first',
    })
    expect(validateIpRange({ first: '2001:db8:0:0:0:0:0:f', last: '2001:db8::f' }, 'v6')).toEqual({})
  })

  it('holds for any two addresses: an error exactly when the range runs backwards', () => {
    fc.assert(
      fc.property(v4, v4, (a, b) => {
        const errors = validateIpRange({ first: v4Text(a), last: v4Text(b) }, 'v4')
        expect(errors).toEqual(a > b ? { last: 'The last address must not be before the first' } : {})
      }),
    )
    fc.assert(
      fc.property(v6, v6, (a, b) => {
        const errors = validateIpRange({ first: v6Compressed(a), last: v6Text(b, true) }, 'v6')
        expect(errors).toEqual(a > b ? { last: 'The last address must not be before the first' } : {})
      }),
    )
  })
})
