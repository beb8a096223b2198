// @vitest-environment node
import { describe, expect, test } from 'vitest'
import {
  contains,
  formatIpv6,
  ipVersion,
  isNetworkAddress,
  isPrivateV4,
  isUniqueLocal,
  type Net,
  overlaps,
  parseIp,
  parseNet,
  randomUlaPrefix,
  subnet64,
} from './vpc-net'

const net = (text: string) => parseNet(text) as Net

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
