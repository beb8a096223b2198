import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { invalidate, pageOfRequest, preload, useApiMutation } from '~/api'
import type { LoopbackAddress } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { LinkButton } from '~/components/LinkButton'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import {
  type LotBlock,
  lotBlockLabel,
  preloadLotBlocks,
  useLotBlocks,
} from '~/pages/system/networking/routing/lot-blocks'
import { loopbackAddressList } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { loopbackPath } from './loopback-path'

export const handle: RouteHandle = { crumb: 'Loopback addresses' }

export async function loader({ request }: LoaderFunctionArgs) {
  await Promise.all([preload(loopbackAddressList().page(pageOfRequest(request))), preloadLotBlocks()])
  return null
}

function columnsFor(lotBlocks: readonly LotBlock[] | undefined): Column<LoopbackAddress>[] {
  const blockOf = (id: string) => lotBlocks?.find((b) => b.block.id === id)
  return [
    { header: 'Address', cell: (l) => <span className="mono">{l.address}</span> },
    { header: 'Switch', cell: (l) => l.switchLocation },
    {
      header: 'From block',
      cell: (l) => {
        const found = blockOf(l.addressLotBlockId)
        return found ? (
          <span className="mono">{lotBlockLabel(found)}</span>
        ) : (
          <span className={s.muted}>—</span>
        )
      },
    },
  ]
}

/** The addresses that belong to a switch rather than one of its ports. */
export default function LoopbackAddressesTab() {
  const roleReason = useFleetReason()
  const { blocks } = useLotBlocks()
  const del = useApiMutation('networkingLoopbackAddressDelete', {
    onSuccess: () => invalidate('networkingLoopbackAddressList'),
  })
  const itemsFor = (l: LoopbackAddress): RequestItem[] =>
    gateItems(
      [
        confirmItem({
          key: 'delete',
          label: 'Delete',
          danger: true,
          request: () => del.prepare({ path: loopbackPath(l) }),
          confirm: deleteConfirm({
            kind: 'loopback address',
            name: `${l.address} on ${l.switchLocation}`,
            extra: 'BGP sessions and anything else that reaches the switch at this address lose it.',
          }),
        }),
      ],
      roleReason,
    )
  const add = (
    <LinkButton overList disabledReason={roleReason} to={pb.routing({ tab: 'loopback-addresses-new' })}>
      Add loopback address
    </LinkButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          A loopback address stays reachable while any link of its switch is up. Each comes from a block of an
          address lot.
        </p>
        {add}
      </div>
      <QueryTable
        query={loopbackAddressList()}
        label="Loopback addresses"
        columns={columnsFor(blocks)}
        rowKey={(l) => l.id}
        rowLabel={(l) => `${l.address} on ${l.switchLocation}`}
        rowActions={itemsFor}
        emptyState={
          <EmptyState
            icon={<RoutingIcon />}
            headingLevel={2}
            title="No loopback addresses"
            body="Give a switch a loopback address to peer with it over more than one link."
            action={add}
          />
        }
      />
      <Outlet />
    </>
  )
}
