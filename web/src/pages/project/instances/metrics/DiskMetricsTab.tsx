import type { LoaderFunctionArgs } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import { useChartRange } from '~/components/chart/use-chart-range'
import { Link } from '~/components/Link'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { useInstance } from '~/pages/project/instances/InstancePage'
import { instanceDiskList } from '~/pages/project/instances/queries'
import { EmptyState } from '~/ui/EmptyState'
import { Select } from '~/ui/Select'
import { pb } from '~/util/paths'
import { InstanceChart } from './InstanceChart'
import { DISK_CHARTS } from './instance-metrics'
import s from './metrics.module.css'
import { UnlessNeverRan } from './NeverRan'
import { useMetricChoice } from './use-metric-choice'

export const handle: RouteHandle = { crumb: 'Disk' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(instanceDiskList(requireParams(params, 'project', 'instance')))
  return null
}

/** Reads, writes, bytes, flushes and errors of all the instance's disks together, or of one. */
export default function DiskMetricsTab() {
  const { project, instance } = useInstance()
  const range = useChartRange()
  const { data: disks } = usePrefetchedApiQuery(instanceDiskList({ project, instance: instance.name }))
  const [diskName, setDisk] = useMetricChoice(
    'disk',
    disks.items.map((d) => d.name),
  )
  if (disks.items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No disks attached"
        body={
          <>
            {instance.name} has no disks, so there is no disk activity to show. Attach one on the{' '}
            <Link to={pb.instanceStorage({ project, instance: instance.name })}>Storage</Link> tab.
          </>
        }
      />
    )
  }
  const disk = disks.items.find((d) => d.name === diskName)
  const items = [
    { value: 'all', label: 'All disks' },
    ...disks.items.map((d) => ({ value: d.name, label: d.name })),
  ]
  const picker = <Select label="Disk" inline items={items} value={diskName} onChange={setDisk} />
  return (
    <UnlessNeverRan project={project} instance={instance}>
      <div className={s.toolbar}>{picker}</div>
      <div className={s.grid}>
        {DISK_CHARTS.map((def) => (
          <InstanceChart
            key={def.id}
            project={project}
            def={def}
            target={{ kind: 'disk', instanceId: instance.id, diskId: disk?.id ?? null }}
            range={range}
            emptyMessage="No disk activity in this range: the instance was not running."
          />
        ))}
      </div>
    </UnlessNeverRan>
  )
}
