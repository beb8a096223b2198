// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { describeMessage, peerHistories } from './message-history'

describe('a BGP message, in one line', () => {
  it('reads an open: the ASN, hold time and BGP identifier as an address', () => {
    expect(
      describeMessage({ Open: { version: 4, asn: 65001, holdTime: 6, id: 167772161, parameters: [] } }),
    ).toEqual({
      kind: 'Open',
      detail: 'AS 65001, hold time 6 s, BGP identifier 10.0.0.1',
    })
  })

  it('reads an update: the prefixes announced and withdrawn, the AS path and the next hop', () => {
    const update = {
      Update: {
        withdrawn: [{ value: [192, 168, 32], length: 20 }],
        pathAttributes: [
          { typ: { flags: 64, typeCode: 'origin' }, value: { Origin: 'igp' } },
          {
            typ: { flags: 64, typeCode: 'as_path' },
            value: { AsPath: [{ typ: 'as_sequence', value: [65001, 64999] }] },
          },
          { typ: { flags: 64, typeCode: 'next_hop' }, value: { NextHop: '172.20.15.251' } },
        ],
        nlri: [
          { value: [0, 0, 0, 0], length: 0 },
          { value: [10, 10, 0, 0], length: 16 },
        ],
      },
    }
    expect(describeMessage(update)).toEqual({
      kind: 'Update',
      detail:
        'Announces 0.0.0.0/0, 10.10.0.0/16; Withdraws 192.168.32.0/20 (AS path 65001 64999, next hop 172.20.15.251)',
    })
    expect(describeMessage({ Update: { nlri: ['fd00:1::/64'], withdrawn: [] } }).detail).toBe(
      'Announces fd00:1::/64',
    )
  })

  it('reads keepalives and notifications however the speaker writes them', () => {
    expect(describeMessage({ KeepAlive: null })).toEqual({ kind: 'Keepalive', detail: '' })
    expect(describeMessage('KeepAlive')).toEqual({ kind: 'Keepalive', detail: '' })
    expect(
      describeMessage({
        Notification: { errorCode: 'Cease', errorSubcode: { Cease: 'AdministrativeShutdown' }, data: [] },
      }),
    ).toEqual({ kind: 'Notification', detail: 'Cease: administrative shutdown' })
    expect(describeMessage({ Notification: { errorCode: 4, errorSubcode: 0 } }).detail).toBe(
      'Hold timer expired: code 0',
    )
  })

  it('shows a message it does not know as it came', () => {
    expect(describeMessage({ Capability: { code: 65 } })).toEqual({
      kind: 'Capability',
      detail: '{"code":65}',
    })
    expect(describeMessage(42)).toEqual({ kind: 'Unknown', detail: '42' })
  })
})

describe("the peers' histories", () => {
  it('interleave what was received and sent, newest first, peers by switch and address', () => {
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s))
    const peers = peerHistories({
      switchHistories: [
        {
          switch: 'switch1',
          history: {
            '172.20.15.253': { received: [], sent: [] },
            '172.20.15.252': {
              received: [{ timestamp: at(1), message: { KeepAlive: null } }],
              sent: [
                { timestamp: at(0), message: { KeepAlive: null } },
                { timestamp: at(2), message: 'KeepAlive' },
              ],
            },
          },
        },
        { switch: 'switch0', history: { '172.20.15.251': { received: 'garbled', sent: [] } } },
      ],
    })
    expect(peers.map((p) => `${p.switch} ${p.peer}`)).toEqual([
      'switch0 172.20.15.251',
      'switch1 172.20.15.252',
      'switch1 172.20.15.253',
    ])
    expect(peers[0].rows).toEqual([])
    expect(peers[1].rows.map((r) => `${r.direction} ${r.time?.getUTCSeconds()}`)).toEqual([
      'Sent 2',
      'Received 1',
      'Sent 0',
    ])
  })
})
