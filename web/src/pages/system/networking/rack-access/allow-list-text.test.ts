// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { countText, entryCount, formatEntry } from './allow-list-text'

describe('an allow-list entry as the API writes it', () => {
  it('is written as an address alone when it holds one address', () => {
    expect(formatEntry('203.0.113.7/32')).toBe('203.0.113.7')
    expect(formatEntry('fd00::1/128')).toBe('fd00::1')
    expect(formatEntry('10.0.0.0/8')).toBe('10.0.0.0/8')
    expect(formatEntry('fd00::/64')).toBe('fd00::/64')
  })

  it('lets in a number of addresses, counted exactly', () => {
    expect(entryCount('10.40.0.0/16')).toBe(65_536n)
    expect(entryCount('2001:db8::/32')).toBe(2n ** 96n)
    expect(entryCount('203.0.113.7')).toBe(1n)
    expect(entryCount('10.0.0.0/40')).toBeNull()
    expect(countText('10.40.0.0/16')).toBe('65,536 addresses')
    expect(countText('203.0.113.7/32')).toBe('one address')
    expect(countText('0.0.0.0/0')).toBe('4.29B addresses')
  })
})
