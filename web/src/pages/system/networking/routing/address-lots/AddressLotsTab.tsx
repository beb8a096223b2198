import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { invalidate, pageOfRequest, preload, useApiMutation } from '~/api'
import type { AddressLot } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { LinkButton } from '~/components/LinkButton'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { addressLotBlockList, addressLotList } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { LotBlocks } from './LotBlocks'

export const handle: RouteHandle = { crumb: 'Address lots' }

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await preload(addressLotList().page(pageOfRequest(request)))
  await Promise.all(page.items.map((lot) => preload(addressLotBlockList(lot.id).all())))
  return null
}

const KIND_LABEL = { infra: 'infrastructure', pool: 'pool' } as const

const columns: Column<AddressLot>[] = [
  { header: 'Name', cell: (lot) => <span className="mono">{lot.name}</span> },
  { header: 'Kind', cell: (lot) => KIND_LABEL[lot.kind] },
  { header: 'Blocks', cell: (lot) => <LotBlocks lot={lot.id} /> },
  { header: 'Description', cell: (lot) => lot.description || '—' },
  { header: 'Created', cell: (lot) => <RelativeTime date={lot.timeCreated} /> },
]

/** The ranges of addresses the rack's switches draw uplink, loopback and announced addresses from. */
export default function AddressLotsTab() {
  const roleReason = useFleetReason()
  const del = useApiMutation('networkingAddressLotDelete', {
    onSuccess: () => invalidate('networkingAddressLotList'),
  })
  const itemsFor = (lot: AddressLot): RequestItem[] =>
    gateItems(
      [
        confirmItem({
          key: 'delete',
          label: 'Delete',
          danger: true,
          request: () => del.prepare({ path: { addressLot: lot.name } }),
          confirm: deleteConfirm({
            kind: 'address lot',
            name: lot.name,
            extra:
              'Its blocks go with it. The API refuses while an uplink, a loopback address or an announcement uses them.',
          }),
        }),
      ],
      roleReason,
    )
  const create = (
    <LinkButton overList disabledReason={roleReason} to={pb.routing({ tab: 'address-lots-new' })}>
      New address lot
    </LinkButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          An address lot is a set of address blocks. Infrastructure lots hold the switches' uplink and
          loopback addresses; pool lots, the networks announced over BGP.
        </p>
        {create}
      </div>
      <QueryTable
        query={addressLotList()}
        label="Address lots"
        columns={columns}
        rowKey={(lot) => lot.id}
        rowLabel={(lot) => lot.name}
        rowActions={itemsFor}
        emptyState={
          <EmptyState
            icon={<RoutingIcon />}
            headingLevel={2}
            title="No address lots"
            body="Uplinks, loopback addresses and announcements all draw their addresses from an address lot."
            action={create}
          />
        }
      />
      <Outlet />
    </>
  )
}
