import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAddress } from './ip-math'
import { formatIpRange, ipInRange, ipInRanges } from './ip-range'

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
