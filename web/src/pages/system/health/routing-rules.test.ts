import { describe, expect, it } from 'vitest'
import type { BfdStatus, BgpPeerStatus } from '~/api/__generated__/Api'
import { bfdChecked, bfdItems, bgpChecked, bgpItems } from './routing-rules'

const now = new Date('2026-11-29T10:00:00Z')

const peer = (addr: string, state: BgpPeerStatus['state'], millis = 90_000): BgpPeerStatus => ({
  addr,
  localAsn: 65002,
  remoteAsn: 65001,
  state,
  stateDurationMillis: millis,
  switch: 'switch1',
})

const bfd = (peerAddr: string, state: BfdStatus['state']): BfdStatus => ({
  detectionThreshold: 3,
  local: '172.20.15.242',
  mode: 'single_hop',
  peer: peerAddr,
  requiredRx: 300_000,
  state,
  switch: 'switch1',
})

describe('BGP sessions', () => {
  it('finds nothing while every session is established', () => {
    expect(bgpItems([peer('172.20.15.251', 'established')], now)).toEqual([])
  })

  it('makes an idle session critical and one trying to come up a warning, each since it took that state', () => {
    const items = bgpItems([peer('172.20.15.253', 'active', 5 * 60_000), peer('10.0.0.1', 'idle')], now)
    expect(items.map((i) => [i.severity, i.title])).toEqual([
      ['warning', 'BGP peer 172.20.15.253 on switch1 is not established'],
      ['critical', 'BGP peer 10.0.0.1 on switch1 is not established'],
    ])
    expect(items[0].detail).toBe(
      'The session is active: the peer does not answer, and the switch keeps trying. No routes are exchanged with AS 65001 through it.',
    )
    expect(items[0].when).toEqual({ label: 'Since', date: new Date('2026-11-29T09:55:00Z') })
    expect(items[0].link).toEqual({ to: '/system/networking/routing/peers', label: 'Open BGP peers' })
    expect(bgpChecked(items.map(() => peer('x', 'idle')))).toBe('2 BGP sessions')
  })
})

describe('BFD sessions', () => {
  it('makes a session that is down critical, and leaves one disabled or coming up alone', () => {
    const items = bfdItems([
      bfd('172.20.15.253', 'down'),
      bfd('172.20.15.252', 'up'),
      bfd('10.0.0.9', 'admin_down'),
      bfd('10.0.0.8', 'init'),
    ])
    expect(items).toEqual([
      expect.objectContaining({
        severity: 'critical',
        title: 'BFD session with 172.20.15.253 on switch1 is down',
        when: null,
        link: { to: '/system/networking/routing/bfd', label: 'Open BFD sessions' },
      }),
    ])
    expect(bfdChecked([bfd('a', 'up')])).toBe('1 BFD session')
  })
})
