import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { pageOfRequest, preload } from '~/api'
import type { IpPool } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { useOpenOverList } from '~/components/list-place'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import type { RequestItem } from '~/components/show-request/request-items'
import { EmptyState } from '~/ui/EmptyState'
import { IpPoolIcon } from '~/ui/icons/resource-icons'
import { DOCS_LINKS } from '~/util/docs-links'
import { pb } from '~/util/paths'
import { AddressesRemaining } from './AddressesRemaining'
import s from './ip-pools.module.css'
import { IP_VERSION_LABEL, POOL_TYPE_LABEL } from './pool-display'
import { ipPoolList, ipPoolUtilization } from './queries'
import { usePoolDeleteItem } from './use-pool-delete'

export const handle: RouteHandle = { crumb: 'IP pools', crumbPath: pb.ipPools }

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await preload(ipPoolList().page(pageOfRequest(request)))
  // each row's addresses: started here but not waited for, so a count that cannot be read says so in its row
  for (const pool of page.items) preload(ipPoolUtilization(pool.name)).catch(() => undefined)
  return null
}

const columns: Column<IpPool>[] = [
  {
    header: 'Name',
    cell: (pool) => (
      <Link to={pb.ipPool({ pool: pool.name })} className="mono">
        {pool.name}
      </Link>
    ),
  },
  { header: 'Description', cell: (pool) => pool.description || '—' },
  { header: 'IP version', cell: (pool) => IP_VERSION_LABEL[pool.ipVersion] },
  { header: 'Pool type', cell: (pool) => POOL_TYPE_LABEL[pool.poolType] },
  { header: 'Addresses remaining', cell: (pool) => <AddressesRemaining pool={pool.name} />, numeric: true },
  { header: 'Created', cell: (pool) => <RelativeTime date={pool.timeCreated} /> },
]

function usePoolActions(pool: IpPool): RequestItem[] {
  const openOverList = useOpenOverList()
  const del = usePoolDeleteItem(pool)
  const roleReason = useFleetReason()
  return gateItems(
    [{ key: 'edit', label: 'Edit', onAction: () => openOverList(pb.ipPoolEdit({ pool: pool.name })) }, del],
    roleReason,
  )
}

export default function IpPoolsPage() {
  const roleReason = useFleetReason()
  const newPool = (
    <LinkButton overList disabledReason={roleReason} to={pb.ipPoolsNew()}>
      New IP pool
    </LinkButton>
  )
  return (
    <>
      <PageHeader
        title="IP pools"
        icon={<IpPoolIcon />}
        actions={newPool}
        docs={{ href: DOCS_LINKS.ipPools, topic: 'IP pools' }}
      />
      <p className={s.intro}>
        Instances and floating IPs in a silo take their external addresses from the pools linked to it. The
        rack's own services use the <Link to={pb.ipPoolService()}>service IP pool</Link>.
      </p>
      <QueryTable
        query={ipPoolList()}
        label="IP pools"
        columns={columns}
        rowKey={(pool) => pool.id}
        rowLabel={(pool) => pool.name}
        useRowActions={usePoolActions}
        emptyState={
          <EmptyState
            icon={<IpPoolIcon />}
            headingLevel={2}
            title="No IP pools"
            body="An IP pool holds ranges of external addresses. Link it to a silo so that its instances and floating IPs can take addresses from it."
            action={newPool}
          />
        }
      />
      <Outlet />
    </>
  )
}
