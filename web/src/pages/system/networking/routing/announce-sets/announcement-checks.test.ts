// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { AddressLot } from '~/api/__generated__/Api'
import type { LotBlock } from '~/pages/system/networking/routing/lot-blocks'
import {
  type AnnouncementRow,
  announcementErrors,
  announcementMessages,
  blockHolds,
} from './announcement-checks'

const lot: AddressLot = {
  id: 'lot',
  name: 'as65002-announce',
  description: '',
  kind: 'pool',
  timeCreated: new Date(0),
  timeModified: new Date(0),
}
const announce: LotBlock = { lot, block: { id: 'b1', firstAddress: '10.85.0.0', lastAddress: '10.85.1.255' } }
const v6: LotBlock = { lot, block: { id: 'b2', firstAddress: 'fd00:85::', lastAddress: 'fd00:85::ffff' } }
const blocks = [announce, v6]

const rows = (...r: [string, string][]): AnnouncementRow[] =>
  r.map(([network, block], i) => ({ key: String(i), network, block }))

describe('the announcements of a set', () => {
  it('take networks inside the block they are drawn from, IPv4 and IPv6', () => {
    expect(
      announcementErrors(
        rows(['10.85.0.0/24', 'b1'], ['10.85.0.0/23', 'b1'], ['fd00:85::/112', 'b2']),
        blocks,
      ),
    ).toEqual([{}, {}, {}])
  })

  it('say what is wrong with a network', () => {
    const [shape, host, outside, twice] = announcementErrors(
      rows(['10.85.0.0', 'b1'], ['10.85.0.7/24', 'b1'], ['10.85.0.0/22', 'b1'], ['10.85.0.0/23', 'b1']),
      blocks,
    )
    expect(shape.network).toBe('Must contain an IP address and a width, separated by a /')
    expect(host.network).toBe('10.85.0.7/24 has bits set past its width: did you mean 10.85.0.0/24?')
    // a /22 reaches past the block's last address
    expect(outside.network).toBe(announcementMessages.outside(announce))
    expect(outside.network).toBe(
      'Not within the block it is drawn from, as65002-announce 10.85.0.0–10.85.1.255',
    )
    expect(twice).toEqual({})
    expect(announcementErrors(rows(['10.85.0.0/23', 'b1'], ['10.85.0.0/23', 'b1']), blocks)[1].network).toBe(
      announcementMessages.twice,
    )
  })

  it('refuse a block of the other version, and one that is gone', () => {
    expect(announcementErrors(rows(['10.85.0.0/24', 'b2']), blocks)[0].network).toBe(
      announcementMessages.outside(v6),
    )
    expect(announcementErrors(rows(['10.85.0.0/24', 'gone']), blocks)[0]).toEqual({
      block: announcementMessages.blockGone,
    })
  })

  it('checks a whole network against both ends of a block', () => {
    expect(blockHolds(announce.block, '10.85.1.0/24')).toBe(true)
    expect(blockHolds(announce.block, '10.85.1.255/32')).toBe(true)
    expect(blockHolds(announce.block, '10.84.255.255/32')).toBe(false)
    expect(blockHolds(announce.block, '10.85.2.0/24')).toBe(false)
  })
})
