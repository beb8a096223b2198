import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import type { BgpConfigRow } from '~mock/fixtures/hardware/networking'
import { findByNameOrId } from '~mock/toolkit/lookup'
import { LINK_UP_AFTER_MS, upFor } from './hardware-switches'

/** After the link is up, a session spends this long in each of connect, open-sent and open-confirm. */
export const BGP_STEP_MS = 1_000

export function bgpConfigView(row: BgpConfigRow): Json<Api.BgpConfig> {
  const { id, name, description, asn, vrf, time_created, time_modified } = row
  return { id, name, description, asn, vrf, time_created, time_modified }
}

export function findBgpConfig(selector: string): BgpConfigRow | undefined {
  return findByNameOrId(db.bgpConfigs, selector)
}

export type BgpSession = {
  port: Json<Api.SwitchPort>
  peer: Json<Api.BgpPeer>
  config: BgpConfigRow
  state: Api.BgpPeerState
  /** how long the session has been in `state` */
  stateMs: number
}

const STEPS: Api.BgpPeerState[] = ['connect', 'open_sent', 'open_confirm']

/** A router that does not answer: once the link is up the speaker keeps trying, every `connect_retry` seconds. */
function silentState(peer: Json<Api.BgpPeer>, sinceLink: number) {
  const retryMs = Math.max(1, peer.connect_retry) * 1_000
  return { state: 'active' as const, stateMs: sinceLink % retryMs }
}

/**
 * BGP sessions of every port with settings applied, in the state that follows from how long ago the
 * settings were applied: idle until the link trains, then connect, open-sent, open-confirm, established; a
 * silent router's stays active.
 */
export function bgpSessions(): BgpSession[] {
  return db.switchPorts.flatMap((port) => {
    const elapsed = upFor(port)
    const settings = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
    if (elapsed === null || !settings) return []
    return settings.bgp_peers.flatMap((peer) => {
      const config = findBgpConfig(peer.bgp_config)
      if (!config) return []
      const sinceLink = elapsed - LINK_UP_AFTER_MS
      const step = Math.floor(sinceLink / BGP_STEP_MS)
      const { state, stateMs } =
        sinceLink < 0
          ? { state: 'idle' as const, stateMs: elapsed }
          : db.silentRouters.includes(peer.addr)
            ? silentState(peer, sinceLink)
            : step < STEPS.length
              ? { state: STEPS[step], stateMs: sinceLink - step * BGP_STEP_MS }
              : { state: 'established' as const, stateMs: sinceLink - STEPS.length * BGP_STEP_MS }
      return [{ port, peer, config, state, stateMs }]
    })
  })
}
