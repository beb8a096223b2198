import { Outlet } from 'react-router'
import { ChartToolbar } from '~/components/chart/ChartToolbar'
import { useChartRange } from '~/components/chart/use-chart-range'
import { RouteTabs } from '~/components/RouteTabs'
import type { RouteHandle } from '~/components/route-handle'
import { useInstance } from '~/pages/project/instances/InstancePage'
import { pb } from '~/util/paths'
import s from './metrics.module.css'

export const handle: RouteHandle = { crumb: 'Metrics' }

/** The metrics tab: CPU, disk and network sub-tabs under one time range and auto-refresh, kept in the URL. */
export default function MetricsTab() {
  const { project, instance } = useInstance()
  const range = useChartRange()
  const p = { project, instance: instance.name }
  return (
    <div className={s.metrics}>
      <RouteTabs
        label="Metrics"
        keepSearch
        panelClassName={s.metrics}
        tabs={[
          { label: 'CPU', to: pb.instanceCpuMetrics(p) },
          { label: 'Disk', to: pb.instanceDiskMetrics(p) },
          { label: 'Network', to: pb.instanceNetworkMetrics(p) },
        ]}
      >
        <ChartToolbar range={range} />
        <Outlet />
      </RouteTabs>
    </div>
  )
}
