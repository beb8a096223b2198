// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { destinationError, routeErrors, targetError } from './route-checks'
import { routeBody, routeDefaults, routeValues } from './route-form'

const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.'))

describe('route destination values', () => {
  it('names the field when the value is missing', () => {
    expect(destinationError('ip', '')).toBe('Destination IP is required')
    expect(destinationError('ip_net', ' ')).toBe('Destination network is required')
    expect(destinationError('vpc', '')).toBe('Destination VPC is required')
    expect(destinationError('subnet', '')).toBe('Destination subnet is required')
  })

  it('checks addresses and blocks with the shared messages', () => {
    expect(destinationError('ip', '10.0.0')).toBe('Not a valid IP address')
    expect(destinationError('ip', '10.0.0.1/8')).toBe('Not a valid IP address')
    expect(destinationError('ip_net', '10.0.0.0')).toBe(
      'Must contain an IP address and a width, separated by a /',
    )
    expect(destinationError('ip_net', '10.0.0.0/a')).toBe('Width must be an integer')
    expect(destinationError('ip_net', '10.0.0.0/33')).toBe('Max width for IPv4 is 32')
    expect(destinationError('ip_net', '::/129')).toBe('Max width for IPv6 is 128')
    expect(destinationError('ip_net', '0.0.0.0/0')).toBeUndefined()
    expect(destinationError('subnet', 'cache')).toBeUndefined()
  })

  it('accepts every IPv4 address and block', () => {
    fc.assert(
      fc.property(v4, fc.integer({ min: 0, max: 32 }), (address, width) => {
        expect(destinationError('ip', address)).toBeUndefined()
        expect(destinationError('ip_net', `${address}/${width}`)).toBeUndefined()
      }),
    )
  })
})

describe('route target values', () => {
  const to = (type: 'ip' | 'ip_net', value: string) => ({ type, value })

  it('needs no value to drop traffic, and a value for every other target', () => {
    expect(targetError('drop', '', to('ip', '10.0.0.1'))).toBeUndefined()
    expect(targetError('ip', '', to('ip', '10.0.0.1'))).toBe('Target IP is required')
    expect(targetError('instance', '', to('ip', '10.0.0.1'))).toBe('Target instance is required')
    expect(targetError('internet_gateway', '', to('ip', '10.0.0.1'))).toBe(
      'Target internet gateway is required',
    )
    expect(targetError('subnet', '', to('ip', '10.0.0.1'))).toBe('Target subnet is required')
    expect(targetError('vpc', '', to('ip', '10.0.0.1'))).toBe('Target VPC is required')
  })

  it('checks a target address and that it is of the destination version', () => {
    expect(targetError('ip', 'fd00::x', to('ip_net', '10.0.0.0/8'))).toBe('Not a valid IP address')
    expect(targetError('ip', 'fd00::1', to('ip_net', '10.0.0.0/8'))).toBe(
      'The destination is IPv4, so the target must be an IPv4 address too',
    )
    expect(targetError('ip', '10.0.0.1', to('ip', 'fd00::1'))).toBe(
      'The destination is IPv6, so the target must be an IPv6 address too',
    )
    // a destination that is not an address says nothing about the version
    expect(targetError('ip', 'fd00::1', { type: 'subnet', value: 'cache' })).toBeUndefined()
    fc.assert(
      fc.property(v4, v4, (a, b) => {
        expect(targetError('ip', b, to('ip', a))).toBeUndefined()
      }),
    )
  })
})

describe('route bodies', () => {
  it('send what the form holds, without a value for drop', () => {
    expect(
      routeBody({
        ...routeDefaults,
        name: 'out',
        destinationValue: ' 0.0.0.0/0 ',
        targetType: 'drop',
        targetValue: '',
      }),
    ).toEqual({
      name: 'out',
      description: '',
      destination: { type: 'ip_net', value: '0.0.0.0/0' },
      target: { type: 'drop' },
    })
  })

  it('read back into the same values', () => {
    const values = routeValues({
      id: 'r',
      name: 'to-gw',
      description: 'd',
      kind: 'custom',
      vpcRouterId: 'x',
      destination: { type: 'subnet', value: 'cache' },
      target: { type: 'internet_gateway', value: 'default' },
      timeCreated: new Date(),
      timeModified: new Date(),
    })
    expect(routeErrors(values)).toEqual({
      name: undefined,
      destinationValue: undefined,
      targetValue: undefined,
    })
    expect(routeBody(values)).toMatchObject({
      destination: { type: 'subnet', value: 'cache' },
      target: { type: 'internet_gateway', value: 'default' },
    })
  })
})
