// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compareAddresses } from './address-order'

describe('the order of addresses and networks', () => {
  it('is by number, IPv4 first, then by width; text that is no address goes last', () => {
    const sorted = ['fd00::/8', '10.20.0.0/16', '10.3.0.0/16', '10.3.0.0/24', 'nonsense', '0.0.0.0/0'].sort(
      compareAddresses,
    )
    expect(sorted).toEqual([
      '0.0.0.0/0',
      '10.3.0.0/16',
      '10.3.0.0/24',
      '10.20.0.0/16',
      'fd00::/8',
      'nonsense',
    ])
  })
})
