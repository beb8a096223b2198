import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { pageOfRequest, preload, useApiMutation } from '~/api'
import type { IpPoolRange } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { QueryTable } from '~/components/QueryTable'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { EmptyState } from '~/ui/EmptyState'
import { IpPoolIcon } from '~/ui/icons/resource-icons'
import { formatRange } from '~/util/ip'
import { pb } from '~/util/paths'
import s from './ip-pools.module.css'
import { invalidateRanges, ipPoolRangeList } from './queries'
import { rangeColumns } from './range-columns'

export const handle: RouteHandle = { crumb: 'Ranges' }

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { pool } = requireParams(params, 'pool')
  await preload(ipPoolRangeList(pool).page(pageOfRequest(request)))
  return null
}

export default function RangesTab() {
  const { pool } = useRequiredParams('pool')
  const remove = useApiMutation('ipPoolRangeRemove', { onSuccess: invalidateRanges })
  const roleReason = useFleetReason()
  const addRange = (
    <LinkButton overList disabledReason={roleReason} to={pb.ipPoolRangeAdd({ pool })}>
      Add range
    </LinkButton>
  )
  const itemsFor = ({ range }: IpPoolRange): RequestItem[] => [
    confirmItem({
      key: 'remove',
      label: 'Remove',
      danger: true,
      request: () => remove.prepare({ path: { pool }, body: range }),
      confirm: {
        title: 'Remove range',
        body: `Remove range ${formatRange(range)} from IP pool ${pool}? This fails while any of its addresses is allocated.`,
        actionLabel: 'Remove',
        errorTitle: 'Could not remove range',
        successTitle: `Range ${formatRange(range)} removed`,
      },
    }),
  ]
  const rowActions = (row: IpPoolRange) => gateItems(itemsFor(row), roleReason)
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          Each range is a run of addresses, both ends included, that the pool hands out.
        </p>
        {addRange}
      </div>
      <QueryTable
        query={ipPoolRangeList(pool)}
        label="Ranges"
        columns={rangeColumns}
        rowKey={(r) => r.id}
        rowLabel={(r) => formatRange(r.range)}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<IpPoolIcon />}
            headingLevel={2}
            title="No ranges"
            body="The pool holds no addresses until it has a range. Add one to give its silos addresses to allocate."
            action={addRange}
          />
        }
      />
      <Outlet />
    </>
  )
}
