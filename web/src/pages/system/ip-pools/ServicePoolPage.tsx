import type { LoaderFunctionArgs } from 'react-router'
import { pageOfRequest, preload, usePrefetchedApiQuery } from '~/api'
import { PageHeader } from '~/components/PageHeader'
import { QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { IpPoolIcon } from '~/ui/icons/resource-icons'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { formatRange } from '~/util/ip'
import s from './ip-pools.module.css'
import { IP_VERSION_LABEL } from './pool-display'
import { ipPoolServiceRangeList, ipPoolServiceView } from './queries'
import { rangeColumns } from './range-columns'

export const handle: RouteHandle = { crumb: 'Service IP pool' }

export async function loader({ request }: LoaderFunctionArgs) {
  await Promise.all([
    preload(ipPoolServiceView),
    preload(ipPoolServiceRangeList.page(pageOfRequest(request))),
  ])
  return null
}

/**
 * The pool the rack's own services take their external addresses from. Its ranges are set up with the rack, and
 * a change to them could cut those services off, so the console shows them without offering to change them.
 */
export default function ServicePoolPage() {
  const { data: pool } = usePrefetchedApiQuery(ipPoolServiceView)
  return (
    <>
      <PageHeader title="Service IP pool" icon={<IpPoolIcon />} />
      <p className={s.intro}>
        The rack's own services (Nexus, external DNS, boundary NTP) take their external addresses from this
        pool. It is never linked to a silo. Its ranges are shown here read-only: changing them could cut those
        services off.
      </p>
      <PropertyList
        properties={[
          [
            'Name',
            <span key="name" className="mono">
              {pool.name}
            </span>,
          ],
          ['Description', pool.description || '—'],
          ['IP version', IP_VERSION_LABEL[pool.ipVersion]],
          ['ID', <CopyableId key="id" id={pool.id} label="Copy IP pool ID" />],
          ['Created', <RelativeTime key="created" date={pool.timeCreated} />],
        ]}
      />
      <SectionHeading>Ranges</SectionHeading>
      <QueryTable
        query={ipPoolServiceRangeList}
        label="Service IP pool ranges"
        columns={rangeColumns}
        rowKey={(r) => r.id}
        rowLabel={(r) => formatRange(r.range)}
        emptyState={
          <EmptyState
            icon={<IpPoolIcon />}
            headingLevel={3}
            title="No ranges"
            body="The rack's services have no external addresses configured."
          />
        }
      />
    </>
  )
}
