import type { LoaderFunctionArgs } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import type { IpPool } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import { type RouteTab, RouteTabs } from '~/components/RouteTabs'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { withShowRequests } from '~/components/show-request/request-items'
import { IpPoolIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { type IpPoolParams, pb } from '~/util/paths'
import s from './ip-pools.module.css'
import { PoolUsageSection } from './PoolUsageSection'
import { IP_VERSION_LABEL, POOL_TYPE_LABEL } from './pool-display'
import { ipPoolRangeList, ipPoolUtilization, ipPoolView } from './queries'
import { usePoolDeleteItem } from './use-pool-delete'

export async function loader({ params }: LoaderFunctionArgs) {
  const { pool } = requireParams(params, 'pool')
  await Promise.all([
    preload(ipPoolView(pool)),
    // the bar says so itself when these cannot be read
    preload(ipPoolUtilization(pool)).catch(() => undefined),
    preload(ipPoolRangeList(pool).all()).catch(() => undefined),
  ])
  return null
}

/** The pool the page is about, as every tab and form under it reads it. */
export function useIpPool(): IpPool {
  const { pool } = useRequiredParams('pool')
  return usePrefetchedApiQuery(ipPoolView(pool)).data
}

const poolTabs = (p: IpPoolParams): RouteTab[] => [
  { label: 'Ranges', to: pb.ipPoolRanges(p) },
  { label: 'Linked silos', to: pb.ipPoolSilos(p) },
]

function HeaderActions({ pool }: { pool: IpPool }) {
  const del = usePoolDeleteItem(pool, pb.ipPools())
  const roleReason = useFleetReason()
  return (
    <div className={s.actions}>
      <LinkButton variant="secondary" disabledReason={roleReason} to={pb.ipPoolEdit({ pool: pool.name })}>
        Edit
      </LinkButton>
      <ActionMenu
        label={`More actions for ${pool.name}`}
        items={withShowRequests(`IP pool ${pool.name}`, gateItems([del], roleReason))}
      />
    </div>
  )
}

/** Header, properties, the utilization bar and the tabs around the selected one (ranges unless the URL says else). */
export default function IpPoolPage() {
  const pool = useIpPool()
  return (
    <>
      <PageHeader title={pool.name} icon={<IpPoolIcon />} actions={<HeaderActions pool={pool} />} />
      {pool.description && <p className={s.description}>{pool.description}</p>}
      <PropertyList
        properties={[
          ['IP version', IP_VERSION_LABEL[pool.ipVersion]],
          ['Pool type', POOL_TYPE_LABEL[pool.poolType]],
          ['ID', <CopyableId key="id" id={pool.id} label="Copy IP pool ID" />],
          ['Created', <RelativeTime key="created" date={pool.timeCreated} />],
          ['Modified', <RelativeTime key="modified" date={pool.timeModified} />],
        ]}
      />
      <PoolUsageSection pool={pool.name} />
      <RouteTabs label="IP pool sections" tabs={poolTabs({ pool: pool.name })} panelClassName={s.panel} />
    </>
  )
}
