// @vitest-environment node
import { isIP } from 'node:net'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Ipv4Net, Ipv6Net, L4PortRange, VpcFirewallRuleHostFilter } from '~/api/__generated__/validate'
import { ipVersion, parseIpNet, parsePortRange, validateIp } from './validate'

// Random inputs against the parsers, with two independent judges: Node's own address parser for what an IP
// address is, and the pinned API contract (its generated schemas) for what the API accepts, since every value
// these parsers let through is sent to it as typed.

const apiAcceptsIp = (s: string) => VpcFirewallRuleHostFilter.safeParse({ type: 'ip', value: s }).success

/** A valid input with one character changed, added or removed: the near misses a hand-written table forgets. */
function nearMiss(valid: fc.Arbitrary<string>, alphabet: string) {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom(...alphabet), fc.constantFrom('replace', 'insert', 'delete'))
    .map(([s, at, c, edit]) => {
      const i = at % (s.length + 1)
      if (edit === 'insert') return s.slice(0, i) + c + s.slice(i)
      if (edit === 'delete') return s.slice(0, i) + s.slice(i + 1)
      return s.slice(0, i) + c + s.slice(i + 1)
    })
}

const ipv4 = fc.ipV4()
const ipv6 = fc.ipV6()
const anyIp = fc.oneof(ipv4, ipv6)
const IP_CHARS = '0123456789abcdefABCDEF.:/% -g'

describe('IP addresses, over random input', () => {
  it('accepts every IPv4 and IPv6 address, with the right version', () => {
    fc.assert(
      fc.property(ipv4, (ip) => {
        expect(ipVersion(ip)).toBe('v4')
      }),
    )
    fc.assert(
      fc.property(ipv6, (ip) => {
        expect(ipVersion(ip)).toBe('v6')
      }),
    )
  })

  it('agrees with Node on near misses and on arbitrary text (zone ids aside)', () => {
    const inputs = fc.oneof(
      nearMiss(anyIp, IP_CHARS),
      nearMiss(nearMiss(anyIp, IP_CHARS), IP_CHARS),
      fc.string({ unit: fc.constantFrom(...IP_CHARS), maxLength: 40 }),
    )
    fc.assert(
      fc.property(inputs, (s) => {
        // an address with a zone (`fe80::1%eth0`) names an interface of one host, which a rule cannot mean
        const expected = s.includes('%') ? 0 : isIP(s)
        const version = ipVersion(s)
        expect(version === null ? 0 : version === 'v4' ? 4 : 6).toBe(expected)
        expect(validateIp(s)).toBe(expected ? undefined : 'Not a valid IP address')
      }),
      { numRuns: 3000 },
    )
  })

  it('lets through only addresses the API accepts', () => {
    fc.assert(
      fc.property(fc.oneof(anyIp, nearMiss(anyIp, IP_CHARS)), (s) => {
        if (ipVersion(s)) expect(apiAcceptsIp(s)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})

/** Whether the contract's pattern for a block of the address's version takes `s`. */
const apiAcceptsBlock = (s: string) => Ipv4Net.safeParse(s).success || Ipv6Net.safeParse(s).success

/**
 * An IPv6 address the contract takes in a block: any form but most with a dotted IPv4 tail, which it knows only
 * after `::` (see below). The width is the contract's to judge, so any valid one serves to ask it.
 */
const blockIpv6 = ipv6.filter((ip) => Ipv6Net.safeParse(`${ip}/64`).success)
/** An IPv6 address with a dotted IPv4 tail that the contract refuses in a block, though it is an address. */
const dottedIpv6 = ipv6.filter((ip) => ip.includes('.') && !Ipv6Net.safeParse(`${ip}/64`).success)
const blockIp = fc.oneof(ipv4, blockIpv6)

describe('CIDR blocks, over random input', () => {
  it('parses an address and a width in range into their parts', () => {
    const v4 = fc.tuple(ipv4, fc.integer({ min: 0, max: 32 }))
    const v6 = fc.tuple(blockIpv6, fc.integer({ min: 0, max: 128 }))
    fc.assert(
      fc.property(v4, ([address, width]) => {
        expect(parseIpNet(`${address}/${width}`)).toEqual({
          ok: true,
          value: { address, width, version: 'v4' },
        })
      }),
    )
    fc.assert(
      fc.property(v6, ([address, width]) => {
        expect(parseIpNet(`${address}/${width}`)).toEqual({
          ok: true,
          value: { address, width, version: 'v6' },
        })
      }),
    )
  })

  it('caps the width by the address version', () => {
    fc.assert(
      fc.property(ipv4, fc.integer({ min: 33, max: 10_000 }), (address, width) => {
        expect(parseIpNet(`${address}/${width}`)).toEqual({ ok: false, error: 'Max width for IPv4 is 32' })
      }),
    )
    fc.assert(
      fc.property(blockIpv6, fc.integer({ min: 129, max: 10_000 }), (address, width) => {
        expect(parseIpNet(`${address}/${width}`)).toEqual({ ok: false, error: 'Max width for IPv6 is 128' })
      }),
    )
  })

  it('needs an integer width after the address, written without leading zeros', () => {
    const notAnInteger = fc
      .string({ unit: fc.constantFrom(...'0123456789.-+ ex'), minLength: 1, maxLength: 6 })
      .filter((w) => !/^\d+$/.test(w) && !w.includes('/'))
    fc.assert(
      fc.property(blockIp, notAnInteger, (address, width) => {
        expect(parseIpNet(`${address}/${width}`)).toEqual({ ok: false, error: 'Width must be an integer' })
      }),
    )
    fc.assert(
      fc.property(blockIp, fc.integer({ min: 0, max: 128 }), (address, width) => {
        expect(parseIpNet(`${address}/0${width}`)).toEqual({ ok: false, error: 'Width must be an integer' })
      }),
    )
  })

  it('needs an address and a width, separated by a /', () => {
    const shape = 'Must contain an IP address and a width, separated by a /'
    fc.assert(
      fc.property(anyIp, (address) => {
        expect(parseIpNet(address)).toEqual({ ok: false, error: shape })
      }),
    )
    fc.assert(
      fc.property(
        nearMiss(anyIp, IP_CHARS).filter((s) => !s.includes('/') && ipVersion(s) === null),
        fc.integer({ min: 0, max: 128 }),
        (address, width) => {
          expect(parseIpNet(`${address}/${width}`)).toEqual({ ok: false, error: shape })
        },
      ),
    )
    // an address on its own, but not one the API takes in a block
    fc.assert(
      fc.property(dottedIpv6, fc.integer({ min: 0, max: 128 }), (address, width) => {
        expect(ipVersion(address)).toBe('v6')
        expect(parseIpNet(`${address}/${width}`)).toEqual({ ok: false, error: shape })
      }),
    )
  })

  it('lets through exactly the blocks the API accepts, of either version', () => {
    const width = fc.oneof(
      fc.integer({ min: 0, max: 140 }).map(String),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 4 }),
    )
    const block = fc.oneof(
      fc.tuple(anyIp, width).map(([a, w]) => `${a}/${w}`),
      nearMiss(
        fc.tuple(anyIp, fc.integer({ min: 0, max: 128 })).map(([a, w]) => `${a}/${w}`),
        IP_CHARS,
      ),
    )
    // what the contract's IPv6 pattern takes but the console refuses on purpose: an octet with a leading zero
    // (which some parsers read as octal) and a zone id (an interface of one host, which no block can mean)
    const refusedOnPurpose = (s: string) => s.includes('%') || /(^|[:.])0\d+\.|\.0\d+(\.|\/|$)/.test(s)
    fc.assert(
      fc.property(block, (s) => {
        const parsed = parseIpNet(s)
        if (parsed.ok) {
          const pattern = parsed.value.version === 'v4' ? Ipv4Net : Ipv6Net
          expect(pattern.safeParse(s).success).toBe(true)
        } else if (!refusedOnPurpose(s)) {
          expect(apiAcceptsBlock(s)).toBe(false)
        }
      }),
      { numRuns: 3000 },
    )
  })
})

describe('ports and port ranges, over random input', () => {
  it('turns a single port into a range with equal ends, and parses ranges in order', () => {
    const port = fc.integer({ min: 0, max: 65535 })
    fc.assert(
      fc.property(port, (p) => {
        expect(parsePortRange(`${p}`)).toEqual({ ok: true, value: [p, p] })
      }),
    )
    fc.assert(
      fc.property(port, port, (a, b) => {
        const [start, end] = [Math.min(a, b), Math.max(a, b)]
        expect(parsePortRange(`${start}-${end}`)).toEqual({ ok: true, value: [start, end] })
      }),
    )
  })

  it('refuses a range whose end is below its start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 65535 }), fc.integer({ min: 0, max: 65535 }), (a, b) => {
        fc.pre(a !== b)
        expect(parsePortRange(`${Math.max(a, b)}-${Math.min(a, b)}`)).toEqual({
          ok: false,
          error: 'The end of the range must not be below the start',
        })
      }),
    )
  })

  it('refuses ports above 65535 that fit in five digits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 65536, max: 99999 }),
        fc.integer({ min: 0, max: 99999 }),
        (big, other) => {
          expect(parsePortRange(`${big}`)).toEqual({ ok: false, error: 'Ports go up to 65535' })
          expect(parsePortRange(`${Math.min(other, big)}-${big}`)).toEqual({
            ok: false,
            error: 'Ports go up to 65535',
          })
        },
      ),
    )
  })

  it('lets through only ranges the API accepts, meaning what they say', () => {
    const typed = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789- +.'), maxLength: 13 }),
      nearMiss(
        fc.tuple(fc.nat(65535), fc.nat(65535)).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
        '0123456789- ',
      ),
    )
    fc.assert(
      fc.property(typed, (s) => {
        const parsed = parsePortRange(s)
        if (!parsed.ok) return
        expect(L4PortRange.safeParse(s).success).toBe(true)
        const [start, end] = s.split('-').map(Number)
        expect(parsed.value).toEqual([start, end ?? start])
        expect(end ?? start).toBeLessThanOrEqual(65535)
      }),
      { numRuns: 3000 },
    )
  })
})

describe('inputs these properties once found let through, though the API refuses them', () => {
  it('refuses a width with leading zeros', () => {
    expect(parseIpNet('0.0.0.0/00')).toEqual({ ok: false, error: 'Width must be an integer' })
    expect(parseIpNet('fd00::/064')).toEqual({ ok: false, error: 'Width must be an integer' })
  })

  it('refuses a port with spaces around it', () => {
    expect(parsePortRange(' 0')).toEqual({
      ok: false,
      error: 'Must be a port like 22 or a range like 8000-8080',
    })
    expect(parsePortRange('22 ')).toEqual({
      ok: false,
      error: 'Must be a port like 22 or a range like 8000-8080',
    })
  })
})
