import type { BgpPeerState } from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/Badge'

type StateLook = { label: string; color: BadgeColor; meaning: string; rank: number }

/** Each state of a BGP session (RFC 4271's, as the API names them) in words, the troubled ones first. */
export const PEER_STATES: Record<BgpPeerState, StateLook> = {
  idle: {
    label: 'idle',
    color: 'danger',
    meaning: 'Not connecting: the session or its link is down',
    rank: 0,
  },
  active: {
    label: 'active',
    color: 'warning',
    meaning: 'The peer does not answer: the switch keeps trying to connect',
    rank: 1,
  },
  connect: { label: 'connect', color: 'info', meaning: 'Opening a TCP connection to the peer', rank: 2 },
  open_sent: { label: 'open sent', color: 'info', meaning: "Waiting for the peer's Open message", rank: 3 },
  open_confirm: {
    label: 'open confirm',
    color: 'info',
    meaning: "Waiting for the peer's first keepalive",
    rank: 4,
  },
  session_setup: { label: 'session setup', color: 'info', meaning: 'Synchronizing with the peer', rank: 5 },
  established: {
    label: 'established',
    color: 'success',
    meaning: 'Exchanging routes with the peer',
    rank: 6,
  },
}

export function PeerStateBadge({ state }: { state: BgpPeerState }) {
  const look = PEER_STATES[state]
  return <Badge color={look.color}>{look.label}</Badge>
}
