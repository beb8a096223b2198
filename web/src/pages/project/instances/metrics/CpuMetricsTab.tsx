import { useChartRange } from '~/components/chart/use-chart-range'
import type { RouteHandle } from '~/components/route-handle'
import { useInstance } from '~/pages/project/instances/InstancePage'
import { Select } from '~/ui/Select'
import { InstanceChart } from './InstanceChart'
import { CPU_STATES, type CpuState, cpuChart } from './instance-metrics'
import { UnlessNeverRan } from './NeverRan'
import { useMetricChoice } from './use-metric-choice'

export const handle: RouteHandle = { crumb: 'CPU' }

const STATE_ITEMS = [{ value: 'all', label: 'All states' }, ...CPU_STATES]

/** CPU utilization as a share of all the instance's vCPUs, by microstate: one state or all four. */
export default function CpuMetricsTab() {
  const { project, instance } = useInstance()
  const range = useChartRange()
  const [state, setState] = useMetricChoice(
    'state',
    CPU_STATES.map((s) => s.value),
  )
  const def = cpuChart(instance.ncpus, state as CpuState | 'all')
  return (
    <UnlessNeverRan project={project} instance={instance}>
      <InstanceChart
        project={project}
        def={def}
        target={{ kind: 'cpu', instanceId: instance.id, state: state as CpuState | 'all' }}
        range={range}
        emptyMessage={`No CPU data in this range: ${instance.name} was not running.`}
        controls={<Select label="CPU state" inline items={STATE_ITEMS} value={state} onChange={setState} />}
      />
    </UnlessNeverRan>
  )
}
