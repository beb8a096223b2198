import { Outlet } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { BfdStatus } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import type { RouteHandle } from '~/components/route-handle'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { compareAddresses } from '~/pages/system/networking/routing/address-order'
import { bfdStatus } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { BfdStateBadge, detectionText, MODE_LABEL } from './bfd-state'

export const handle: RouteHandle = { crumb: 'BFD sessions' }

export async function loader() {
  await preload(bfdStatus)
  return null
}

/** Sessions change state on their own: the list is read again this often while it is on screen. */
const REFRESH_MS = 10_000

const STATE_RANK = { down: 0, admin_down: 1, init: 2, up: 3 } as const

const SORTS = {
  peer: { key: 'peer', compare: (a: BfdStatus, b: BfdStatus) => compareAddresses(a.peer, b.peer) },
  switch: { key: 'switch', compare: (a: BfdStatus, b: BfdStatus) => a.switch.localeCompare(b.switch) },
  state: { key: 'state', compare: (a: BfdStatus, b: BfdStatus) => STATE_RANK[a.state] - STATE_RANK[b.state] },
}

const columns: LocalColumn<BfdStatus>[] = [
  { header: 'Peer', sort: SORTS.peer, cell: (b) => <span className="mono">{b.peer}</span> },
  { header: 'Switch', sort: SORTS.switch, cell: (b) => b.switch },
  { header: 'State', sort: SORTS.state, cell: (b) => <BfdStateBadge state={b.state} /> },
  {
    header: 'Local address',
    cell: (b) => (b.local ? <span className="mono">{b.local}</span> : <span className={s.muted}>any</span>),
  },
  { header: 'Mode', cell: (b) => MODE_LABEL[b.mode] },
  { header: 'Detection time', cell: (b) => <span className={s.nowrap}>{detectionText(b)}</span> },
]

/** The rack's BFD sessions, each with its state, and the settings that say how fast it notices a failure. */
export default function BfdTab() {
  const read = usePrefetchedApiQuery(bfdStatus, { refreshInterval: REFRESH_MS })
  const roleReason = useFleetReason()
  const disable = useApiMutation('networkingBfdDisable', {
    onSuccess: () => invalidate('networkingBfdStatus'),
  })
  const itemsFor = (b: BfdStatus): RequestItem[] =>
    gateItems(
      [
        confirmItem({
          key: 'disable',
          label: 'Disable',
          danger: true,
          request: () => disable.prepare({ body: { switch: b.switch, remote: b.peer } }),
          confirm: {
            title: 'Disable BFD session',
            body: `Disable BFD with ${b.peer} on ${b.switch}? The switch stops checking the link to the peer every few hundred milliseconds: a failure is then noticed only when BGP's hold timer runs out.`,
            actionLabel: 'Disable',
            errorTitle: 'Could not disable BFD session',
            successTitle: `BFD session with ${b.peer} on ${b.switch} disabled`,
          },
        }),
      ],
      roleReason,
    )
  const enable = (
    <LinkButton overList disabledReason={roleReason} to={pb.routing({ tab: 'bfd-new' })}>
      Enable BFD session
    </LinkButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          Bidirectional forwarding detection checks a link to a peer many times a second, so that routes
          through a dead link are withdrawn at once rather than when BGP gives up on the session.
        </p>
        {enable}
      </div>
      <LocalTable
        rows={read.data}
        read={read}
        label="BFD sessions"
        columns={columns}
        defaultSort={SORTS.state.key}
        rowKey={(b) => `${b.switch} ${b.peer}`}
        rowLabel={(b) => `${b.peer} on ${b.switch}`}
        rowActions={itemsFor}
        emptyState={
          <EmptyState
            icon={<RoutingIcon />}
            headingLevel={2}
            title="No BFD sessions"
            body="Enable BFD with a peer to notice a failed link within a second."
            action={enable}
          />
        }
      />
      <Outlet />
    </>
  )
}
