import { useNavigate } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import type { BgpConfig, BgpPeerStatus } from '~/api/__generated__/Api'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import type { RouteHandle } from '~/components/route-handle'
import { compareAddresses } from '~/pages/system/networking/routing/address-order'
import { copyItem } from '~/pages/system/networking/routing/copy-item'
import { formatDuration } from '~/pages/system/networking/routing/duration'
import { bgpConfigList, bgpStatus } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { PEER_STATES, PeerStateBadge } from './peer-state'

export const handle: RouteHandle = { crumb: 'BGP peers' }

export async function loader() {
  await Promise.all([preload(bgpStatus), preload(bgpConfigList().all())])
  return null
}

/** Sessions change state on their own: the list is read again this often while it is on screen. */
const REFRESH_MS = 10_000

const SORTS = {
  peer: { key: 'peer', compare: (a: BgpPeerStatus, b: BgpPeerStatus) => compareAddresses(a.addr, b.addr) },
  switch: {
    key: 'switch',
    compare: (a: BgpPeerStatus, b: BgpPeerStatus) => a.switch.localeCompare(b.switch),
  },
  state: {
    key: 'state',
    compare: (a: BgpPeerStatus, b: BgpPeerStatus) => PEER_STATES[a.state].rank - PEER_STATES[b.state].rank,
  },
  time: {
    key: 'time',
    compare: (a: BgpPeerStatus, b: BgpPeerStatus) => a.stateDurationMillis - b.stateDurationMillis,
  },
}

function columnsFor(configs: readonly BgpConfig[]): LocalColumn<BgpPeerStatus>[] {
  const nameOf = (asn: number) => configs.find((c) => c.asn === asn)?.name
  return [
    { header: 'Peer', sort: SORTS.peer, cell: (p) => <span className="mono">{p.addr}</span> },
    { header: 'Switch', sort: SORTS.switch, cell: (p) => p.switch },
    {
      header: 'State',
      sort: SORTS.state,
      cell: (p) => (
        <>
          <PeerStateBadge state={p.state} /> <span className={s.muted}>{PEER_STATES[p.state].meaning}</span>
        </>
      ),
    },
    {
      header: 'In this state for',
      numeric: true,
      sort: SORTS.time,
      cell: (p) => <span className={s.nowrap}>{formatDuration(p.stateDurationMillis)}</span>,
    },
    {
      header: 'Local ASN',
      numeric: true,
      cell: (p) => (
        <span className={s.nowrap}>
          <span className="mono">{p.localAsn}</span>
          {nameOf(p.localAsn) && <span className={s.muted}> {nameOf(p.localAsn)}</span>}
        </span>
      ),
    },
    { header: 'Remote ASN', numeric: true, cell: (p) => <span className="mono">{p.remoteAsn}</span> },
  ]
}

/** One line on how the sessions are: how many are up, and which are not. */
function summary(peers: readonly BgpPeerStatus[]): string {
  const up = peers.filter((p) => p.state === 'established').length
  const down = peers.filter((p) => p.state !== 'established')
  const head = `${up} of ${peers.length} ${peers.length === 1 ? 'session' : 'sessions'} established.`
  if (down.length === 0) return head
  const which = down.map((p) => `${p.addr} on ${p.switch} (${PEER_STATES[p.state].label})`).join(', ')
  return `${head} Not established: ${which}.`
}

/**
 * The BGP session of each peer of each switch, as the switches report it: its state, how long it has been in it
 * (for an established session, its uptime), and the ASNs on both ends. Read again every 10 seconds.
 */
export default function PeersTab() {
  const read = usePrefetchedApiQuery(bgpStatus, { refreshInterval: REFRESH_MS })
  const configs = usePrefetchedApiQuery(bgpConfigList().all()).data.items
  const navigate = useNavigate()
  const peers = read.data
  const itemsFor = (p: BgpPeerStatus) => [
    {
      key: 'routes',
      label: 'Routes',
      onAction: () => navigate(pb.routing({ tab: 'routes', asn: p.localAsn })),
    },
    {
      key: 'messages',
      label: 'Message history',
      onAction: () => navigate(pb.routing({ tab: 'messages', asn: p.localAsn })),
    },
    copyItem('address', p.addr),
  ]
  return (
    <>
      {peers.length > 0 && <p className={s.note}>{summary(peers)}</p>}
      <LocalTable
        rows={peers}
        read={read}
        label="BGP peers"
        columns={columnsFor(configs)}
        defaultSort={SORTS.state.key}
        rowKey={(p) => `${p.switch} ${p.addr}`}
        rowLabel={(p) => `${p.addr} on ${p.switch}`}
        rowActions={itemsFor}
        emptyState={
          <EmptyState
            icon={<RoutingIcon />}
            headingLevel={2}
            title="No BGP peers"
            body="A switch peers over BGP once settings with BGP peers are applied to one of its ports, and the settings name a BGP configuration."
          />
        }
      />
    </>
  )
}
