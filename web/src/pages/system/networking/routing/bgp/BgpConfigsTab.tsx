import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { invalidate, pageOfRequest, preload, useApiMutation } from '~/api'
import type { BgpConfig } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { LinkButton } from '~/components/LinkButton'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { asnKind } from '~/pages/system/networking/routing/asn'
import { bgpConfigList } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'

export const handle: RouteHandle = { crumb: 'BGP configurations' }

export async function loader({ request }: LoaderFunctionArgs) {
  await preload(bgpConfigList().page(pageOfRequest(request)))
  return null
}

const KIND_WORDS = {
  private: 'private use',
  documentation: 'documentation',
  reserved: 'reserved',
  public: 'public',
} as const

const columns: Column<BgpConfig>[] = [
  { header: 'Name', cell: (c) => <span className="mono">{c.name}</span> },
  {
    header: 'ASN',
    cell: (c) => (
      <span className={s.nowrap}>
        <span className="mono">{c.asn}</span> <span className={s.muted}>{KIND_WORDS[asnKind(c.asn)]}</span>
      </span>
    ),
  },
  { header: 'VRF', cell: (c) => (c.vrf ? <span className="mono">{c.vrf}</span> : '—') },
  { header: 'Description', cell: (c) => c.description || '—' },
  { header: 'Created', cell: (c) => <RelativeTime date={c.timeCreated} /> },
]

/** The BGP speakers the rack's switches can run: each an ASN and the announce set it announces. */
export default function BgpConfigsTab() {
  const roleReason = useFleetReason()
  const del = useApiMutation('networkingBgpConfigDelete', {
    onSuccess: () => invalidate('networkingBgpConfigList'),
  })
  const itemsFor = (config: BgpConfig): RequestItem[] =>
    gateItems(
      [
        confirmItem({
          key: 'delete',
          label: 'Delete',
          danger: true,
          request: () => del.prepare({ query: { nameOrId: config.name } }),
          confirm: deleteConfirm({
            kind: 'BGP configuration',
            name: config.name,
            extra: 'The API refuses while switch port settings use it for a BGP peer.',
          }),
        }),
      ],
      roleReason,
    )
  const create = (
    <LinkButton overList disabledReason={roleReason} to={pb.routing({ tab: 'bgp-new' })}>
      New BGP configuration
    </LinkButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          A BGP configuration is a speaker's ASN and the announce set it announces. Switch port settings name
          one for each BGP peer of an uplink.
        </p>
        {create}
      </div>
      <QueryTable
        query={bgpConfigList()}
        label="BGP configurations"
        columns={columns}
        rowKey={(c) => c.id}
        rowLabel={(c) => c.name}
        rowActions={itemsFor}
        emptyState={
          <EmptyState
            icon={<RoutingIcon />}
            headingLevel={2}
            title="No BGP configurations"
            body="Without one the rack's switches announce nothing and learn no routes. Create one with your ASN and an announce set."
            action={create}
          />
        }
      />
      <Outlet />
    </>
  )
}
