// @vitest-environment node
import { describe, expect, test } from 'vitest'
import {
  contains,
  formatIp,
  formatIpv6,
  inRange,
  ipVersion,
  isMulticast,
  isNetworkAddress,
  isPrivateV4,
  isSourceSpecific,
  isUniqueLocal,
  overlaps,
  parseIp,
  parseNet,
  parseRange,
  randomUlaPrefix,
  rangeSize,
  rangesOverlap,
  requireIp,
  requireNet,
  subnet64,
} from './ip'

const net = requireNet

describe('address parsing', () => {
  test('IPv4 and IPv6 addresses, compressed or not', () => {
    expect(parseIp('172.30.0.5')).toEqual({ version: 4, value: 0xac1e0005n })
    expect(parseIp('::1')).toEqual({ version: 6, value: 1n })
    expect(parseIp('fd00:0:0:0:0:0:0:1')?.value).toBe(parseIp('fd00::1')?.value)
    for (const bad of ['256.0.0.1', '1.2.3', 'fd00:::1', '1:2:3:4:5:6:7:8:9', 'x::1']) {
      expect(ipVersion(bad)).toBeNull()
    }
  })

  test('networks need an address and a width that fits', () => {
    expect(net('10.0.0.0/8')).toEqual({ version: 4, base: 0x0a000000n, width: 8 })
    expect(parseNet('10.0.0.0/33')).toBeNull()
    expect(parseNet('10.0.0.0')).toBeNull()
    expect(net('fd00::/8').width).toBe(8)
    expect(isNetworkAddress(net('10.1.0.0/16'))).toBe(true)
    expect(isNetworkAddress(net('10.1.2.3/16'))).toBe(false)
  })

  test('IPv6 text is canonical', () => {
    expect(formatIpv6(parseIp('fd62:1d71:0bf1:0000:0000:0000:0000:0000')?.value ?? 0n)).toBe(
      'fd62:1d71:bf1::',
    )
    expect(formatIpv6(0n)).toBe('::')
    expect(formatIpv6(parseIp('1:0:0:2:0:0:0:3')?.value ?? 0n)).toBe('1:0:0:2::3')
    expect(formatIpv6(parseIp('1:2:3:4:5:6:7:8')?.value ?? 0n)).toBe('1:2:3:4:5:6:7:8')
  })
})

describe('ranges', () => {
  test('containment and overlap', () => {
    expect(contains(net('172.30.0.0/22'), net('172.30.1.0/24'))).toBe(true)
    expect(overlaps(net('172.30.1.0/24'), net('172.30.0.0/22'))).toBe(true)
    expect(overlaps(net('172.30.4.0/24'), net('172.30.0.0/22'))).toBe(false)
    expect(overlaps(net('10.0.0.0/8'), net('fd00::/8'))).toBe(false)
  })

  test('private and unique local ranges', () => {
    expect(isPrivateV4(net('172.30.0.0/22'))).toBe(true)
    expect(isPrivateV4(net('172.32.0.0/16'))).toBe(false)
    expect(isUniqueLocal(net('fd12:3456:789a::/48'))).toBe(true)
    expect(isUniqueLocal(net('2001:db8::/48'))).toBe(false)
  })

  test('subnets of a VPC prefix and random prefixes', () => {
    expect(subnet64('fd12:3456:789a::/48', 0)).toBe('fd12:3456:789a::/64')
    expect(subnet64('fd12:3456:789a::/48', 0x1f)).toBe('fd12:3456:789a:1f::/64')
    const prefix = net(randomUlaPrefix())
    expect(prefix.width).toBe(48)
    expect(isUniqueLocal(prefix) && isNetworkAddress(prefix)).toBe(true)
  })
})

describe('address ranges', () => {
  const range = (first: string, last: string) => {
    const parsed = parseRange({ first, last })
    if (!parsed) throw new Error(`not a range: ${first}-${last}`)
    return parsed
  }

  test('ends of one version; size, membership and overlap', () => {
    expect(parseRange({ first: '10.0.0.1', last: 'fd00::1' })).toBeNull()
    expect(rangeSize(range('10.85.0.32', '10.85.1.255'))).toBe(480n)
    expect(inRange(range('10.85.0.32', '10.85.1.255'), requireIp('10.85.1.0'))).toBe(true)
    expect(inRange(range('10.85.0.32', '10.85.1.255'), requireIp('10.85.0.31'))).toBe(false)
    expect(rangesOverlap(range('10.0.0.0', '10.0.0.9'), range('10.0.0.9', '10.0.0.20'))).toBe(true)
    expect(rangesOverlap(range('10.0.0.0', '10.0.0.9'), range('10.0.0.10', '10.0.0.20'))).toBe(false)
  })

  test('an IPv4 tail in IPv6 text, and text back from addresses', () => {
    expect(parseIp('::ffff:10.0.0.1')?.value).toBe(0xffff0a000001n)
    expect(parseIp('1.2.3.4::1')).toBeNull()
    expect(formatIp(requireIp('010.1.2.3'))).toBe('10.1.2.3')
    expect(formatIp(requireIp('FD00:0::1'))).toBe('fd00::1')
    expect(() => requireIp('10.0.0')).toThrow()
  })

  test('multicast and source-specific multicast', () => {
    expect(isMulticast(requireIp('224.0.0.1')) && !isSourceSpecific(requireIp('224.0.0.1'))).toBe(true)
    expect(isSourceSpecific(requireIp('232.1.1.1')) && isSourceSpecific(requireIp('ff3e::1'))).toBe(true)
    expect(isMulticast(requireIp('10.0.0.1'))).toBe(false)
  })
})
