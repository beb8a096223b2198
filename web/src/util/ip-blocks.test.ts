// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  blockMessages,
  suggestIpv4Block,
  validateSubnetIpv4Block,
  validateSubnetIpv6Block,
  validateVpcIpv6Prefix,
} from './ip-blocks'
import { formatBlock, networkOf, requireBlock } from './ip-math'

const CIDR = {
  shape: 'Must contain an IP address and a width, separated by a /',
  width: 'Width must be an integer',
  v4Max: 'Max width for IPv4 is 32',
  v6Max: 'Max width for IPv6 is 128',
}

const v6Text = (value: bigint, width: number) => formatBlock({ version: 'v6', base: value, width })
const v4Text = (value: bigint, width: number) => formatBlock({ version: 'v4', base: value, width })

/** A /48 network address in fd00::/8. */
const ulaPrefix = fc.bigInt({ min: 0n, max: 2n ** 40n - 1n }).map((n) => (0xfdn << 120n) | (n << 80n))

describe('the IPv6 prefix of a VPC', () => {
  it('gives the CIDR shape messages first', () => {
    expect(validateVpcIpv6Prefix('fd12:3456:789a::')).toBe(CIDR.shape)
    expect(validateVpcIpv6Prefix('fd12:3456:789a::/')).toBe(CIDR.shape)
    expect(validateVpcIpv6Prefix('not-an-ip/48')).toBe(CIDR.shape)
    expect(validateVpcIpv6Prefix('fd12:3456:789a::/4x')).toBe(CIDR.width)
    expect(validateVpcIpv6Prefix('fd12:3456:789a::/129')).toBe(CIDR.v6Max)
    expect(validateVpcIpv6Prefix('10.0.0.0/33')).toBe(CIDR.v4Max)
  })

  it('says which rule a prefix breaks', () => {
    expect(validateVpcIpv6Prefix('10.0.0.0/8')).toBe(blockMessages.prefixNotV6)
    expect(validateVpcIpv6Prefix('fd12:3456::/32')).toBe('Must be a /48 prefix')
    expect(validateVpcIpv6Prefix('fd12:3456:789a::/64')).toBe('Must be a /48 prefix')
    expect(validateVpcIpv6Prefix('2001:db8:1::/48')).toBe(
      'Must be a unique local prefix, within fd00::/8 (it starts with fd)',
    )
    expect(validateVpcIpv6Prefix('fc00:1:2::/48')).toBe(blockMessages.prefixNotUniqueLocal)
    expect(validateVpcIpv6Prefix('fd12:3456:789a:1::/48')).toBe(
      'Bits past the /48 must be zero: did you mean fd12:3456:789a::/48?',
    )
    expect(validateVpcIpv6Prefix('fd12:3456:789a::/48')).toBeUndefined()
    expect(validateVpcIpv6Prefix('FD12:3456:789A::/48')).toBeUndefined()
  })

  it('accepts every unique local /48 network address', () => {
    fc.assert(
      fc.property(ulaPrefix, (base) => {
        expect(validateVpcIpv6Prefix(v6Text(base, 48))).toBeUndefined()
      }),
    )
  })

  it('suggests the network address when host bits are set, and the suggestion is accepted', () => {
    fc.assert(
      fc.property(ulaPrefix, fc.bigInt({ min: 1n, max: 2n ** 80n - 1n }), (base, host) => {
        const message = validateVpcIpv6Prefix(v6Text(base | host, 48))
        const suggestion = /did you mean (\S+)\?$/.exec(message ?? '')?.[1]
        expect(suggestion).toBe(v6Text(base, 48))
        expect(validateVpcIpv6Prefix(suggestion ?? '')).toBeUndefined()
      }),
    )
  })

  it('refuses any prefix outside fd00::/8', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }), (value) => {
        fc.pre(value >> 120n !== 0xfdn)
        const network = networkOf({ version: 'v6', base: value, width: 48 })
        expect(validateVpcIpv6Prefix(formatBlock(network))).toBe(blockMessages.prefixNotUniqueLocal)
      }),
    )
  })

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = validateVpcIpv6Prefix(text)
        expect(result === undefined || typeof result === 'string').toBe(true)
      }),
    )
  })
})

describe('the IPv4 block of a subnet', () => {
  it('gives the CIDR shape messages first', () => {
    expect(validateSubnetIpv4Block('172.30.8.0')).toBe(CIDR.shape)
    expect(validateSubnetIpv4Block('172.30.8/24')).toBe(CIDR.shape)
    expect(validateSubnetIpv4Block('172.30.8.0/2.5')).toBe(CIDR.width)
    expect(validateSubnetIpv4Block('172.30.8.0/40')).toBe(CIDR.v4Max)
  })

  it('says which rule a block breaks', () => {
    expect(validateSubnetIpv4Block('fd00::/64')).toBe('Must be an IPv4 block, like 172.30.8.0/24')
    expect(validateSubnetIpv4Block('10.0.0.0/28')).toBe('Width must be between 8 and 26')
    expect(validateSubnetIpv4Block('10.0.0.0/4')).toBe(blockMessages.v4Width)
    expect(validateSubnetIpv4Block('8.8.8.0/24')).toBe(
      'Must be within a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16',
    )
    expect(validateSubnetIpv4Block('172.32.0.0/16')).toBe(blockMessages.v4NotPrivate)
    expect(validateSubnetIpv4Block('172.30.8.1/24')).toBe(
      'Bits past the /24 must be zero: did you mean 172.30.8.0/24?',
    )
    const siblings = [{ name: 'default', block: '172.30.0.0/22' }]
    expect(validateSubnetIpv4Block('172.30.1.0/24', siblings)).toBe(
      'Overlaps 172.30.0.0/22, the block of subnet default',
    )
    expect(validateSubnetIpv4Block('172.30.4.0/24', siblings)).toBeUndefined()
    expect(validateSubnetIpv4Block('192.168.0.0/16')).toBeUndefined()
  })

  it('accepts every network address of a fitting width in each private range', () => {
    const ranges = [
      { base: 0x0a000000n, width: 8 },
      { base: 0xac100000n, width: 12 },
      { base: 0xc0a80000n, width: 16 },
    ]
    fc.assert(
      fc.property(
        fc.constantFrom(...ranges),
        fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }),
        fc.integer({ min: 16, max: 26 }),
        (range, bits, width) => {
          const inside = range.base | (bits & ((1n << BigInt(32 - range.width)) - 1n))
          const network = networkOf({ version: 'v4', base: inside, width })
          expect(validateSubnetIpv4Block(formatBlock(network))).toBeUndefined()
        },
      ),
    )
  })

  it('refuses every block outside the private ranges', () => {
    const isPrivate = (value: bigint) =>
      value >> 24n === 10n || value >> 20n === 0xac1n || value >> 16n === 0xc0a8n
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }), fc.integer({ min: 16, max: 26 }), (v, w) => {
        const network = networkOf({ version: 'v4', base: v, width: w })
        fc.pre(!isPrivate(network.base))
        expect(validateSubnetIpv4Block(v4Text(network.base, w))).toBe(blockMessages.v4NotPrivate)
      }),
    )
  })

  it('finds an overlap with any sibling block that shares addresses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 16, max: 26 }), (octet, width) => {
        const mine = formatBlock(networkOf(requireBlock(`10.1.${octet}.0/${width}`)))
        const sibling = { name: 'other', block: `10.1.${octet}.0/24` }
        expect(validateSubnetIpv4Block(mine, [sibling])).toBe(blockMessages.overlap(sibling))
      }),
    )
  })
})

describe('the IPv6 block of a subnet', () => {
  const prefix = 'fd62:1d71:bf1::/48'

  it('gives the CIDR shape messages first', () => {
    expect(validateSubnetIpv6Block('fd62:1d71:bf1:3::', prefix)).toBe(CIDR.shape)
    expect(validateSubnetIpv6Block('fd62:1d71:bf1:3::/six', prefix)).toBe(CIDR.width)
    expect(validateSubnetIpv6Block('fd62:1d71:bf1:3::/130', prefix)).toBe(CIDR.v6Max)
  })

  it('says which rule a block breaks', () => {
    expect(validateSubnetIpv6Block('10.0.0.0/24', prefix)).toBe(
      'Must be an IPv6 block, like fd12:3456:789a:1::/64',
    )
    expect(validateSubnetIpv6Block('fd62:1d71:bf1:3::/56', prefix)).toBe('Must be a /64 block')
    expect(validateSubnetIpv6Block('fd62:1d71:bf1:3::1/64', prefix)).toBe(
      'Bits past the /64 must be zero: did you mean fd62:1d71:bf1:3::/64?',
    )
    expect(validateSubnetIpv6Block('fd00:1:2:3::/64', prefix)).toBe(
      "Must be within the VPC's IPv6 prefix fd62:1d71:bf1::/48",
    )
    const siblings = [{ name: 'default', block: 'fd62:1d71:bf1::/64' }]
    expect(validateSubnetIpv6Block('fd62:1d71:bf1::/64', prefix, siblings)).toBe(
      'Overlaps fd62:1d71:bf1::/64, the block of subnet default',
    )
    expect(validateSubnetIpv6Block('fd62:1d71:bf1:3::/64', prefix, siblings)).toBeUndefined()
  })

  it('accepts every /64 of the prefix and refuses every /64 outside it', () => {
    const base = requireBlock(prefix).base
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 0xffffn }), (index) => {
        expect(validateSubnetIpv6Block(v6Text(base | (index << 64n), 64), prefix)).toBeUndefined()
      }),
    )
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (high) => {
        fc.pre(high >> 16n !== base >> 80n)
        expect(validateSubnetIpv6Block(v6Text(high << 64n, 64), prefix)).toBe(
          blockMessages.outsidePrefix(prefix),
        )
      }),
    )
  })
})

describe('suggested IPv4 blocks', () => {
  it('are free /24s the rules accept', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 30 }), (octets) => {
        const siblings = octets.map((o, i) => ({ name: `s${i}`, block: `172.30.${o}.0/24` }))
        const suggestion = suggestIpv4Block(siblings)
        expect(suggestion).not.toBeNull()
        expect(validateSubnetIpv4Block(suggestion ?? '', siblings)).toBeUndefined()
      }),
    )
  })
})
