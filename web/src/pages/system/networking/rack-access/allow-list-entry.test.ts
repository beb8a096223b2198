// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describeEntry, entryBlock, entryError, entryNet, entrySpan } from './allow-list-entry'

describe('an allow-list entry', () => {
  it('is an address or a network, checked in the words the rest of the console uses', () => {
    expect(entryError('', [])).toBe('IP address or network is required')
    expect(entryError('   ', [])).toBe('IP address or network is required')
    expect(entryError('10.0.0.300', [])).toBe('Not a valid IP address')
    expect(entryError('office', [])).toBe('Not a valid IP address')
    expect(entryError('10.0.0.0/', [])).toBe('Must contain an IP address and a width, separated by a /')
    expect(entryError('10.0.0.0/x', [])).toBe('Width must be an integer')
    expect(entryError('10.0.0.0/33', [])).toBe('Max width for IPv4 is 32')
    expect(entryError('fd00::/129', [])).toBe('Max width for IPv6 is 128')
    expect(entryError('203.0.113.7', [])).toBeUndefined()
    expect(entryError(' 203.0.113.0/24 ', [])).toBeUndefined()
    expect(entryError('2001:db8::/32', [])).toBeUndefined()
  })

  it('is a network whose bits past its width are zero, as an address alone would be meant otherwise', () => {
    expect(entryError('10.1.2.3/16', [])).toBe('Bits past the /16 must be zero: did you mean 10.1.0.0/16?')
    expect(entryError('10.1.0.0/16', [])).toBeUndefined()
  })

  it('is not in the list twice, however it is written', () => {
    expect(entryError('203.0.113.7', ['203.0.113.7'])).toBe('Items must be unique')
    expect(entryError('203.0.113.7/32', ['203.0.113.7'])).toBe('Items must be unique')
    expect(entryError('fd00:0::1', ['fd00::1/128'])).toBe('Items must be unique')
    // a network that holds another is a different entry
    expect(entryError('203.0.113.0/24', ['203.0.113.7'])).toBeUndefined()
  })

  it('is sent as a network, an address as the network of that one address', () => {
    expect(entryNet('203.0.113.7')).toBe('203.0.113.7/32')
    expect(entryNet('FD00:0:0::1')).toBe('fd00::1/128')
    expect(entryNet('10.0.0.0/8')).toBe('10.0.0.0/8')
    expect(() => entryNet('nope')).toThrow()
  })

  it('is described by how many addresses it lets in, from which to which', () => {
    expect(describeEntry('10.0.0.0/8')).toBe('16.78M addresses, 10.0.0.0 to 10.255.255.255')
    expect(describeEntry('203.0.113.7')).toBe('one address')
    expect(describeEntry('2001:db8::/126')).toBe('4 addresses, 2001:db8:: to 2001:db8::3')
  })

  it('lets in a span of addresses, counted exactly', () => {
    const span = (text: string) => {
      const block = entryBlock(text)
      if (!block) throw new Error(text)
      return entrySpan(block)
    }
    expect(span('10.0.0.0/8')).toEqual({ count: 16_777_216n, first: '10.0.0.0', last: '10.255.255.255' })
    expect(span('203.0.113.7')).toEqual({ count: 1n, first: '203.0.113.7', last: '203.0.113.7' })
    expect(span('2001:db8::/32').count).toBe(2n ** 96n)
    expect(span('0.0.0.0/0').last).toBe('255.255.255.255')
  })
})
