import type { BfdStatus, BgpPeerState, BgpPeerStatus } from '~/api/__generated__/Api'
import { pb } from '~/util/paths'
import { count, type HealthItem, type Severity } from './health-item'

/**
 * BGP sessions that are not established and BFD sessions that are down. An idle session is not even trying
 * (critical); the others are trying to come up and have not (a warning). The API says how long a session has
 * been in its state, so an item says since when.
 */

const NOT_ESTABLISHED: Record<Exclude<BgpPeerState, 'established'>, { severity: Severity; words: string }> = {
  idle: { severity: 'critical', words: 'idle: not connecting, as the session or its link is down' },
  active: { severity: 'warning', words: 'active: the peer does not answer, and the switch keeps trying' },
  connect: { severity: 'warning', words: 'opening a TCP connection to the peer' },
  open_sent: { severity: 'warning', words: "waiting for the peer's Open message" },
  open_confirm: { severity: 'warning', words: "waiting for the peer's first keepalive" },
  session_setup: { severity: 'warning', words: 'synchronizing with the peer' },
}

export function bgpItems(peers: readonly BgpPeerStatus[], now: Date): HealthItem[] {
  return peers.flatMap((peer) => {
    if (peer.state === 'established') return []
    const { severity, words } = NOT_ESTABLISHED[peer.state]
    return [
      {
        key: `bgp ${peer.switch} ${peer.addr}`,
        severity,
        title: `BGP peer ${peer.addr} on ${peer.switch} is not established`,
        detail: `The session is ${words}. No routes are exchanged with AS ${peer.remoteAsn} through it.`,
        when: { label: 'Since', date: new Date(now.getTime() - peer.stateDurationMillis) },
        link: { to: pb.routing({ tab: 'peers' }), label: 'Open BGP peers' },
      },
    ]
  })
}

export const bgpChecked = (peers: readonly BgpPeerStatus[]) => count(peers.length, 'BGP session')

/** A session an operator disabled (admin down) or one coming up (init) is not a fault. */
export function bfdItems(sessions: readonly BfdStatus[]): HealthItem[] {
  return sessions.flatMap((session) =>
    session.state === 'down'
      ? [
          {
            key: `bfd ${session.switch} ${session.peer}`,
            severity: 'critical' as const,
            title: `BFD session with ${session.peer} on ${session.switch} is down`,
            detail:
              'The switch hears no BFD packets from the peer within its detection time, so it treats the path to the peer as down.',
            when: null,
            link: { to: pb.routing({ tab: 'bfd' }), label: 'Open BFD sessions' },
          },
        ]
      : [],
  )
}

export const bfdChecked = (sessions: readonly BfdStatus[]) => count(sessions.length, 'BFD session')
