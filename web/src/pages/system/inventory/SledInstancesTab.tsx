import type { SledInstance } from '~/api/__generated__/Api'
import { isTransitionalInstance } from '~/components/instance-state'
import { Link } from '~/components/Link'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { InstanceStateBadge } from '~/components/StateBadges'
import { useListPolling } from '~/components/use-list-polling'
import { EmptyState } from '~/ui/EmptyState'
import { InstancesIcon } from '~/ui/icons/resource-icons'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { sledInstanceList } from './queries'

export const handle: RouteHandle = { crumb: 'Instances' }

/** `4 vCPUs, 16 GiB`. */
export const sizeText = (i: Pick<SledInstance, 'ncpus' | 'memory'>) =>
  `${i.ncpus} ${i.ncpus === 1 ? 'vCPU' : 'vCPUs'}, ${formatBytes(i.memory)}`

const columns: Column<SledInstance>[] = [
  {
    header: 'Silo / project / instance',
    // by id: the lookup finds the instance's project and opens its page
    cell: (i) => (
      <Link to={pb.instanceLookupShort({ instance: i.id })} className="mono">
        {i.siloName} / {i.projectName} / {i.name}
      </Link>
    ),
  },
  { header: 'State', cell: (i) => <InstanceStateBadge state={i.state} /> },
  { header: 'Size', cell: sizeText },
  { header: 'Created', cell: (i) => <RelativeTime date={i.timeCreated} /> },
]

/** The instances whose VMMs run on the sled, refreshed while any of them is changing state. */
export default function SledInstancesTab() {
  const { sledId } = useRequiredParams('sledId')
  const list = sledInstanceList(sledId)
  const refreshInterval = useListPolling(list, (i) => isTransitionalInstance(i.state))
  return (
    <QueryTable
      query={list}
      label="Instances on this sled"
      columns={columns}
      rowKey={(i) => i.id}
      rowLabel={(i) => `${i.siloName} / ${i.projectName} / ${i.name}`}
      refreshInterval={refreshInterval}
      emptyState={
        <EmptyState icon={<InstancesIcon />} title="No instances" body="No instance runs on this sled now." />
      }
    />
  )
}
