// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatAutoneg, formatLinkFec, formatLinkSpeed, linkSummary } from './link-format'

describe('what port settings ask of a link, in words', () => {
  it('writes speeds in Gbit/s, FEC by its name, autonegotiation on or off', () => {
    expect(formatLinkSpeed('speed100_g')).toBe('100 Gbit/s')
    expect(formatLinkSpeed('speed1_g')).toBe('1 Gbit/s')
    expect(formatLinkFec('rs')).toBe('Reed-Solomon')
    expect(formatLinkFec('firecode')).toBe('Firecode')
    expect(formatLinkFec('none')).toBe('None')
    expect(formatLinkFec(null)).toBe('Standard for the media')
    expect(formatAutoneg(true)).toBe('On')
  })

  it('sums up the first link of the settings, or nothing without one', () => {
    expect(linkSummary(undefined)).toBeNull()
    expect(
      linkSummary({
        linkName: 'phy0',
        mtu: 1500,
        speed: 'speed25_g',
        fec: 'rs',
        autoneg: true,
        portSettingsId: 'x',
      }),
    ).toEqual({ speed: '25 Gbit/s', fec: 'Reed-Solomon', autoneg: 'On' })
  })
})
