import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { STANDBY_DOWN_MINUTES } from '~mock/fixtures/hardware/standby-router'
import { minutesAgo, msBeforeNow } from '~mock/toolkit/time'
import type { BgpSession } from './hardware-bgp-sessions'

/*
 * The messages a BGP speaker keeps per peer, in the shapes of the rack's BGP daemon (an Open, an Update with
 * its path attributes and prefixes, a Keepalive, a Notification): opaque to the API, which passes them through.
 */

type Entry = { timestamp: string; message: Record<string, unknown> }

/** A prefix as the daemon writes it: its address as bytes and its length. */
function prefixOf(network: string) {
  const [address, length] = network.split('/')
  return { value: address.split('.').map(Number), length: Number(length) }
}

/** A dotted IPv4 address as the 32-bit number BGP identifiers are. */
const asNumber = (address: string) =>
  address.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0) >>> 0

const open = (asn: number, holdTime: number, id: number) => ({
  Open: { version: 4, asn, hold_time: holdTime, id, parameters: [] },
})

function update(asn: number, nextHop: string, networks: string[]) {
  const attribute = (code: string, value: Record<string, unknown>) => ({
    typ: { flags: 64, type_code: code },
    value,
  })
  return {
    Update: {
      withdrawn: [],
      path_attributes: [
        attribute('origin', { Origin: 'igp' }),
        attribute('as_path', { AsPath: [{ typ: 'as_sequence', value: [asn] }] }),
        attribute('next_hop', { NextHop: nextHop }),
      ],
      nlri: networks.map(prefixOf),
    },
  }
}

const KEEPALIVE = { KeepAlive: null }

/** What the speaker received from the peer and sent to it, oldest first. */
type History = { received: Entry[]; sent: Entry[] }

/** The switch's own identifier: its loopback address. */
function localId(session: BgpSession): number {
  const loopback = db.loopbackAddresses.find((l) => l.switch_location === session.port.switch_location)
  return loopback ? asNumber(loopback.address.split('/')[0]) : 0
}

function importedNetworks(session: BgpSession) {
  return db.bgpImportedRoutes.filter((r) => r.port_id === session.port.id)
}

function exportedNetworks(session: BgpSession) {
  return db.bgpAnnouncements
    .filter((a) => a.announce_set_id === session.config.bgp_announce_set_id && !a.network.includes(':'))
    .map((a) => a.network)
}

/** The uplink's own address on the peer's subnet, which it gives as the next hop. */
function localAddress(session: BgpSession) {
  const settings = db.switchPortSettings.find((s) => s.id === session.port.port_settings_id)
  return settings?.addresses[0]?.address.split('/')[0] ?? '0.0.0.0'
}

/** Opens and updates when the session came up, then the latest keepalives, every `keepalive` seconds. */
function establishedHistory(session: BgpSession): History {
  const { peer, config, stateMs } = session
  const remoteAsn = peer.remote_asn ?? 65001
  const routes = importedNetworks(session)
  const remoteId = routes[0]?.route.id ?? asNumber(peer.addr)
  const keepaliveMs = Math.max(1, peer.keepalive) * 1_000
  const keepalives = (offset: number) =>
    Array.from({ length: 3 }, (_, i) => ({
      timestamp: msBeforeNow(offset + (2 - i) * keepaliveMs),
      message: KEEPALIVE,
    }))
  const at = (ms: number) => msBeforeNow(stateMs + ms)
  return {
    received: [
      { timestamp: at(1_500), message: open(remoteAsn, peer.hold_time, remoteId) },
      {
        timestamp: at(-200),
        message: update(
          remoteAsn,
          peer.addr,
          routes.map((r) => r.route.prefix),
        ),
      },
      ...keepalives(400),
    ],
    sent: [
      { timestamp: at(1_600), message: open(config.asn, peer.hold_time, localId(session)) },
      { timestamp: at(-100), message: update(config.asn, localAddress(session), exportedNetworks(session)) },
      ...keepalives(900),
    ],
  }
}

/** A router shut down for maintenance: its last keepalives, then its Cease; nothing since. */
function silentHistory(): History {
  const down = Date.parse(minutesAgo(STANDBY_DOWN_MINUTES))
  const before = (ms: number) => new Date(down - ms).toISOString()
  const keepalives = (offset: number) =>
    [4_000, 2_000].map((ms) => ({ timestamp: before(offset + ms), message: KEEPALIVE }))
  return {
    received: [
      ...keepalives(300),
      {
        timestamp: before(0),
        message: {
          Notification: {
            error_code: 'Cease',
            error_subcode: { Cease: 'AdministrativeShutdown' },
            data: [],
          },
        },
      },
    ],
    sent: keepalives(800),
  }
}

export function messageHistory(session: BgpSession): Json<Api.BgpMessageHistory> {
  if (session.state === 'established') return establishedHistory(session)
  if (db.silentRouters.includes(session.peer.addr)) return silentHistory()
  // a session still coming up has exchanged nothing the speaker keeps yet
  return { received: [], sent: [] }
}
