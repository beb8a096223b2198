// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAddress } from './ip-address'
import {
  type Block,
  contains,
  firstFreeBlock,
  formatAddress,
  formatBlock,
  isNetworkAddress,
  networkOf,
  nthBlock,
  overlaps,
  parseBlock,
  requireBlock,
} from './ip-math'

const MAX_V4 = 2n ** 32n - 1n
const MAX_V6 = 2n ** 128n - 1n

const v4Block = fc
  .tuple(fc.bigInt({ min: 0n, max: MAX_V4 }), fc.integer({ min: 0, max: 32 }))
  .map(([base, width]): Block => ({ version: 'v4', base, width }))
const v6Block = fc
  .tuple(fc.bigInt({ min: 0n, max: MAX_V6 }), fc.integer({ min: 0, max: 128 }))
  .map(([base, width]): Block => ({ version: 'v6', base, width }))
const anyBlock = fc.oneof(v4Block, v6Block)

describe('addresses', () => {
  it('reads the text it writes, for every IPv4 and IPv6 address', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_V4 }), (value) => {
        expect(parseAddress(formatAddress({ version: 'v4', value }))).toEqual({ version: 'v4', value })
      }),
    )
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_V6 }), (value) => {
        expect(parseAddress(formatAddress({ version: 'v6', value }))).toEqual({ version: 'v6', value })
      }),
    )
  })

  it('writes IPv6 in its canonical form', () => {
    const canonical = (text: string) => {
      const address = parseAddress(text)
      return address && formatAddress(address)
    }
    expect(canonical('FD62:1D71:0BF1:0000:0000:0000:0000:0000')).toBe('fd62:1d71:bf1::')
    expect(canonical('1:0:0:2:0:0:0:3')).toBe('1:0:0:2::3')
    expect(canonical('1:0:2:3:4:5:6:7')).toBe('1:0:2:3:4:5:6:7')
    expect(canonical('::')).toBe('::')
    expect(canonical('::ffff:10.0.0.1')).toBe('::ffff:a00:1')
  })

  it('refuses what is not an address', () => {
    for (const text of ['', '10.0.0', '256.1.1.1', 'fd00:::1', 'x::1', '10.0.0.1/8']) {
      expect(parseAddress(text)).toBeNull()
    }
  })
})

describe('blocks', () => {
  it('reads blocks and writes them back the same', () => {
    fc.assert(
      fc.property(anyBlock, (block) => {
        expect(parseBlock(formatBlock(block))).toEqual(block)
      }),
    )
    expect(parseBlock('10.0.0.0')).toBeNull()
    expect(parseBlock('10.0.0.0/33')).toBeNull()
  })

  it('clears host bits into the network address, which then contains the block', () => {
    fc.assert(
      fc.property(anyBlock, (block) => {
        const network = networkOf(block)
        expect(isNetworkAddress(network)).toBe(true)
        expect(contains(network, block) && contains(block, network)).toBe(true)
        expect(isNetworkAddress(block)).toBe(network.base === block.base)
      }),
    )
    expect(formatBlock(networkOf(requireBlock('10.1.2.3/16')))).toBe('10.1.0.0/16')
  })

  it('overlap is symmetric and holds exactly when one block contains the other', () => {
    fc.assert(
      fc.property(anyBlock, anyBlock, (a, b) => {
        expect(overlaps(a, b)).toBe(overlaps(b, a))
        expect(overlaps(a, b)).toBe(contains(a, b) || contains(b, a))
      }),
    )
  })

  it('never mixes versions', () => {
    fc.assert(
      fc.property(v4Block, v6Block, (a, b) => {
        expect(overlaps(a, b)).toBe(false)
        expect(contains(a, b) || contains(b, a)).toBe(false)
      }),
    )
  })

  it('numbers the smaller blocks of a block in order, each inside it', () => {
    const prefix = requireBlock('fd12:3456:789a::/48')
    expect(formatBlock(nthBlock(prefix, 64, 0) ?? prefix)).toBe('fd12:3456:789a::/64')
    expect(formatBlock(nthBlock(prefix, 64, 0x1f) ?? prefix)).toBe('fd12:3456:789a:1f::/64')
    expect(nthBlock(prefix, 64, 0x10000)).toBeNull()
    expect(nthBlock(prefix, 40, 0)).toBeNull()
    fc.assert(
      fc.property(v6Block, fc.integer({ min: 0, max: 16 }), fc.nat(), (container, extra, index) => {
        const width = Math.min(128, container.width + extra)
        const inner = nthBlock(container, width, index)
        if (!inner) {
          expect(BigInt(index)).toBeGreaterThanOrEqual(1n << BigInt(width - container.width))
          return
        }
        expect(inner.width).toBe(width)
        expect(isNetworkAddress(inner)).toBe(true)
        expect(contains(container, inner)).toBe(true)
      }),
    )
  })

  it('finds the first free block, clear of every used one', () => {
    const used = ['172.30.0.0/22', '172.30.4.0/24'].map(requireBlock)
    const free = firstFreeBlock(requireBlock('172.30.0.0/16'), 24, used)
    expect(free && formatBlock(free)).toBe('172.30.5.0/24')
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 40 }),
        fc.integer({ min: 16, max: 30 }),
        (thirdOctets, width) => {
          const taken = thirdOctets.map((o) => requireBlock(`10.0.${o}.0/24`))
          const found = firstFreeBlock(requireBlock('10.0.0.0/16'), width, taken)
          if (found) {
            expect(taken.some((t) => overlaps(t, found))).toBe(false)
            expect(contains(requireBlock('10.0.0.0/16'), found)).toBe(true)
          } else {
            // nothing was free among the candidates looked at: a /16 of /24s fully taken, say
            expect(taken.length).toBeGreaterThan(0)
          }
        },
      ),
    )
  })
})
