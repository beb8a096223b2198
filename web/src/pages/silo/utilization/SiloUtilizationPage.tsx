import { fetchAllPages, usePrefetchedApiQuery } from '~/api'
import { CapacityBar } from '~/components/CapacityBar'
import { ChartToolbar } from '~/components/chart/ChartToolbar'
import { ProvisionedCharts, type ReadMeasurements } from '~/components/chart/ProvisionedCharts'
import { useChartRange } from '~/components/chart/use-chart-range'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { useCurrentUser } from '~/components/use-current-user'
import { useQueryParam } from '~/components/use-query-param'
import s from '~/components/utilization-page.module.css'
import { UtilizationIcon } from '~/ui/icons/resource-icons'
import { formatBytes, formatNumber } from '~/util/format'
import { useProjectFilter } from './ProjectFilter'
import { siloUtilization } from './queries'

export const handle: RouteHandle = { crumb: 'Utilization' }

const vcpus = (n: number) => `${formatNumber(n)} vCPUs`

/** What the silo has provisioned against its quotas now, and over time for the silo or one project. */
export default function SiloUtilizationPage() {
  const { data } = usePrefetchedApiQuery(siloUtilization)
  const { capacity, provisioned } = data
  const range = useChartRange()
  // the charts' project filter, in the URL (`?project=`): all projects when absent
  const [project, setProject] = useQueryParam('project')
  const filter = useProjectFilter({ project, onChange: setProject })
  const me = useCurrentUser()
  const read: ReadMeasurements = (metricName, startTime, endTime) =>
    fetchAllPages('siloMetric', {
      path: { metricName },
      query: { startTime, endTime, project: project ?? undefined },
    })

  return (
    <>
      <PageHeader title="Utilization" icon={<UtilizationIcon />} />
      <section className={s.section} aria-labelledby="silo-now">
        <h2 id="silo-now" className={s.heading}>
          Provisioned of quota
        </h2>
        <p className={s.note}>
          What running instances, disks and snapshots of the silo take now, against the quotas the operator
          set. A stopped instance's CPU and memory do not count.
        </p>
        <div className={s.bars}>
          <CapacityBar
            label="CPU"
            amount={provisioned.cpus}
            capacity={capacity.cpus}
            format={vcpus}
            of="quota"
          />
          <CapacityBar
            label="Memory"
            amount={provisioned.memory}
            capacity={capacity.memory}
            format={formatBytes}
            of="quota"
          />
          <CapacityBar
            label="Storage"
            amount={provisioned.storage}
            capacity={capacity.storage}
            format={formatBytes}
            of="quota"
          />
        </div>
      </section>
      <section className={s.section} aria-labelledby="silo-over-time">
        <h2 id="silo-over-time" className={s.heading}>
          Over time
        </h2>
        <ChartToolbar range={range}>{filter.field}</ChartToolbar>
        <ProvisionedCharts
          scope={`silo ${project ?? ''}`}
          read={read}
          range={range}
          targetId={project ? filter.projectId : me.siloId}
        />
      </section>
    </>
  )
}
