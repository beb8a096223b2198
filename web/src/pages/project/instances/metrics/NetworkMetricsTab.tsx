import type { LoaderFunctionArgs } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import { useChartRange } from '~/components/chart/use-chart-range'
import { Link } from '~/components/Link'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { useInstance } from '~/pages/project/instances/InstancePage'
import { instanceNicList } from '~/pages/project/instances/queries'
import { EmptyState } from '~/ui/EmptyState'
import { Select } from '~/ui/Select'
import { pb } from '~/util/paths'
import { InstanceChart } from './InstanceChart'
import { NETWORK_CHARTS } from './instance-metrics'
import s from './metrics.module.css'
import { UnlessNeverRan } from './NeverRan'
import { useMetricChoice } from './use-metric-choice'

export const handle: RouteHandle = { crumb: 'Network' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(instanceNicList(requireParams(params, 'project', 'instance')))
  return null
}

/** Bytes and packets received and sent, and drops, of all the instance's interfaces together, or of one. */
export default function NetworkMetricsTab() {
  const { project, instance } = useInstance()
  const range = useChartRange()
  const { data: nics } = usePrefetchedApiQuery(instanceNicList({ project, instance: instance.name }))
  const [nicName, setNic] = useMetricChoice(
    'interface',
    nics.items.map((n) => n.name),
  )
  if (nics.items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        title="No network interfaces"
        body={
          <>
            {instance.name} has no network interfaces, so there is no traffic to show. Add one on the{' '}
            <Link to={pb.instanceNetworking({ project, instance: instance.name })}>Networking</Link> tab.
          </>
        }
      />
    )
  }
  const nic = nics.items.find((n) => n.name === nicName)
  const items = [
    { value: 'all', label: 'All interfaces' },
    ...nics.items.map((n) => ({ value: n.name, label: n.name })),
  ]
  return (
    <UnlessNeverRan project={project} instance={instance}>
      <div className={s.toolbar}>
        <Select label="Network interface" inline items={items} value={nicName} onChange={setNic} />
      </div>
      <div className={s.grid}>
        {NETWORK_CHARTS.map((def) => (
          <InstanceChart
            key={def.id}
            project={project}
            def={def}
            target={{ kind: 'network', instanceId: instance.id, interfaceId: nic?.id ?? null }}
            range={range}
            emptyMessage="No traffic data in this range: the instance was not running."
          />
        ))}
      </div>
    </UnlessNeverRan>
  )
}
