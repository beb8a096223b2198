// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readLinkStatus } from './link-status'

describe("a port's link status, as the switch reports it", () => {
  it('reads the switch daemon report the API passes on', () => {
    const status = readLinkStatus({
      link: {
        linkState: 'Up',
        speed: 'Speed100G',
        fec: 'RS',
        autoneg: false,
        media: 'Optical',
        mac: 'a8:40:25:05:0a:00',
        enabled: true,
      },
    })
    expect(status).toEqual({
      condition: 'up',
      state: 'Up',
      speed: '100 Gbit/s',
      fec: 'RS',
      autoneg: false,
      media: 'Optical',
      mac: 'a8:40:25:05:0a:00',
      enabled: true,
    })
  })

  it('tells down from other states, which it names with their details', () => {
    expect(readLinkStatus({ link: { link_state: 'Down' } }).condition).toBe('down')
    expect(readLinkStatus({ link: { linkState: { Faulted: 'LinkFlap' } } })).toMatchObject({
      condition: 'other',
      state: 'Faulted: LinkFlap',
    })
    expect(readLinkStatus({ link: { linkState: { ConfigError: { Invalid: null } } } }).state).toBe(
      'ConfigError: Invalid',
    )
    expect(readLinkStatus({ link: { linkState: 'Unknown' } })).toMatchObject({
      condition: 'other',
      state: 'Unknown',
    })
  })

  it('leaves out what is missing or of another shape, rather than guessing', () => {
    expect(readLinkStatus(null)).toEqual({
      condition: null,
      state: null,
      speed: null,
      fec: null,
      autoneg: null,
      media: null,
      mac: null,
      enabled: null,
    })
    expect(readLinkStatus({ link: { linkState: '' } })).toMatchObject({ condition: null, state: null })
    expect(readLinkStatus({}).condition).toBeNull()
    const odd = readLinkStatus({ link: { linkState: 42, speed: '25 Gbps', autoneg: 'yes' } })
    expect(odd).toMatchObject({ condition: null, speed: '25 Gbps', autoneg: null })
  })
})
