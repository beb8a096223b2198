// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LoopbackAddress } from '~/api/__generated__/Api'
import { type LoopbackValues, loopbackErrors, loopbackMessages } from './loopback-checks'

const blocks = [
  { id: 'uplink', firstAddress: '172.20.15.240', lastAddress: '172.20.15.255' },
  { id: 'loopback', firstAddress: '10.255.0.0', lastAddress: '10.255.0.15' },
  { id: 'v6', firstAddress: 'fd00:255::', lastAddress: 'fd00:255::ff' },
]
const existing: LoopbackAddress[] = [
  {
    id: 'l1',
    address: '10.255.0.1/32',
    addressLotBlockId: 'loopback',
    rackId: 'rack',
    switchLocation: 'switch0',
  },
]
const context = { lot: { name: 'initial-infra', blocks }, existing }
const values = (changes: Partial<LoopbackValues>): LoopbackValues => ({
  rackId: 'rack',
  switchLocation: 'switch1',
  addressLot: 'initial-infra',
  address: '10.255.0.5',
  mask: 32,
  anycast: false,
  ...changes,
})

describe('a new loopback address', () => {
  it('is an address of a block of its lot, with a mask its version allows', () => {
    expect(loopbackErrors(values({}), context)).toEqual({})
    expect(loopbackErrors(values({ address: 'fd00:255::1', mask: 128 }), context)).toEqual({})
    expect(loopbackErrors(values({ address: '10.255.0.300' }), context)).toEqual({
      address: 'Not a valid IP address',
    })
    expect(loopbackErrors(values({ mask: 33 }), context)).toEqual({
      mask: 'Must be a whole number from 0 to 32 for an IPv4 address',
    })
    expect(loopbackErrors(values({ address: 'fd00:255::1', mask: 129 }), context).mask).toBe(
      loopbackMessages.mask(128, 'IPv6'),
    )
    expect(loopbackErrors(values({ address: '10.9.9.9' }), context)).toEqual({
      address:
        'Not within a block of address lot initial-infra: 172.20.15.240–172.20.15.255, 10.255.0.0–10.255.0.15, fd00:255::–fd00:255::ff',
    })
  })

  it('is on a switch once; on another switch only as an anycast address', () => {
    expect(loopbackErrors(values({ switchLocation: 'switch0', address: '10.255.0.1' }), context)).toEqual({
      address: 'switch0 already has loopback address 10.255.0.1/32',
    })
    expect(loopbackErrors(values({ address: '10.255.0.1' }), context)).toEqual({
      address: '10.255.0.1/32 is already on switch0: tick Anycast to give it to more than one switch',
    })
    expect(loopbackErrors(values({ address: '10.255.0.1', anycast: true }), context)).toEqual({})
    // another mask is another loopback address
    expect(loopbackErrors(values({ address: '10.255.0.1', mask: 31 }), context)).toEqual({})
  })

  it('waits for the lot before checking blocks, and leaves an empty address to the required rule', () => {
    expect(loopbackErrors(values({ address: '10.9.9.9' }), { existing })).toEqual({})
    expect(loopbackErrors(values({ address: '' }), context)).toEqual({})
  })
})
