import { fetchAllPages, useApiQuery, usePrefetchedApiQuery } from '~/api'
import type { Sled, VirtualResourceCounts } from '~/api/__generated__/Api'
import { CapacityBar } from '~/components/CapacityBar'
import { ChartToolbar } from '~/components/chart/ChartToolbar'
import { FLEET_ID, ProvisionedCharts, type ReadMeasurements } from '~/components/chart/ProvisionedCharts'
import { useChartRange } from '~/components/chart/use-chart-range'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { useQueryParam } from '~/components/use-query-param'
import u from '~/components/utilization-page.module.css'
import { sledList } from '~/pages/system/inventory/queries'
import { siloList } from '~/pages/system/silos/queries'
import { UtilizationIcon } from '~/ui/icons/resource-icons'
import { Select } from '~/ui/Select'
import {
  capacityDerivation,
  FLEET_USABLE_FRACTION,
  type FleetCapacity,
  fleetCapacity,
  STORAGE_SCALE,
  STORAGE_TIB_PER_SLED,
  sledInService,
} from '~/util/fleet-capacity'
import { formatBytes, formatNumber, formatPercent } from '~/util/format'
import { siloUtilizationList } from './queries'
import { SiloUtilizationTable } from './SiloUtilizationTable'
import s from './system-utilization.module.css'

export const handle: RouteHandle = { crumb: 'Utilization' }

const vcpus = (n: number) => `${formatNumber(n)} vCPUs`
const sum = (rows: VirtualResourceCounts[]): VirtualResourceCounts =>
  rows.reduce(
    (a, b) => ({ cpus: a.cpus + b.cpus, memory: a.memory + b.memory, storage: a.storage + b.storage }),
    {
      cpus: 0,
      memory: 0,
      storage: 0,
    },
  )

const RESOURCES = [
  { key: 'cpus', label: 'CPU', format: vcpus },
  { key: 'memory', label: 'Memory', format: formatBytes },
  { key: 'storage', label: 'Storage', format: formatBytes },
] as const

const sledCount = (n: number) => `${formatNumber(n)} ${n === 1 ? 'sled' : 'sleds'}`

/** Which sleds count towards capacity, and how each capacity follows from them. */
function CapacityNote({ sleds, capacity }: { sleds: Sled[]; capacity: FleetCapacity }) {
  const inService = sleds.filter(sledInService)
  const left = sleds.length - inService.length
  const drained = inService.filter(
    (s) => s.policy.kind === 'in_service' && s.policy.provisionPolicy === 'non_provisionable',
  ).length
  const derived = capacityDerivation(capacity)
  return (
    <>
      <p className={u.note}>
        Capacity is {formatPercent(FLEET_USABLE_FRACTION * 100)} of what the sleds in service have:{' '}
        {formatNumber(inService.length)} of {sledCount(sleds.length)}
        {left > 0 &&
          `; ${sledCount(left)} expunged or decommissioned ${left === 1 ? 'does' : 'do'} not count`}
        {drained > 0 &&
          `; ${sledCount(drained)} not provisionable ${drained === 1 ? 'counts' : 'count'}, as ${drained === 1 ? 'it keeps' : 'they keep'} running ${drained === 1 ? 'its' : 'their'} instances`}
        . Allocated is what the silos' quotas promise; provisioned is what they use now.
      </p>
      <ul className={s.derivation} aria-label="How capacity is derived">
        <li>CPU: {derived.cpus}</li>
        <li>Memory: {derived.memory}</li>
        <li>
          Storage: {derived.storage} ({STORAGE_TIB_PER_SLED} TiB of drives per sled, of which{' '}
          {formatPercent(STORAGE_SCALE * 100)} is usable)
        </li>
      </ul>
    </>
  )
}

/** The fleet's capacity comes from every sled's threads and memory, so the whole sled list is read. */
export default function SystemUtilizationPage() {
  const { data: sleds } = usePrefetchedApiQuery(sledList().all())
  const { data: utilization } = usePrefetchedApiQuery(siloUtilizationList().all())
  const capacity = fleetCapacity(sleds.items)
  const allocated = sum(utilization.items.map((u) => u.allocated))
  const provisioned = sum(utilization.items.map((u) => u.provisioned))
  const range = useChartRange()
  // the charts' silo filter, in the URL (`?silo=`): the whole fleet when absent
  const [silo, setSilo] = useQueryParam('silo')
  const { data: silos } = useApiQuery(siloList().all())
  const items = [
    { value: 'all', label: 'All silos' },
    ...(silos?.items ?? []).map((x) => ({ value: x.name, label: x.name })),
  ]
  const read: ReadMeasurements = (metricName, startTime, endTime) =>
    fetchAllPages('systemMetric', {
      path: { metricName },
      query: { startTime, endTime, silo: silo ?? undefined },
    })

  return (
    <>
      <PageHeader title="Utilization" icon={<UtilizationIcon />} />
      <section className={u.section} aria-labelledby="fleet-capacity">
        <h2 id="fleet-capacity" className={u.heading}>
          Fleet capacity
        </h2>
        <CapacityNote sleds={sleds.items} capacity={capacity} />
        <div className={`${u.bars} ${s.bars}`}>
          {RESOURCES.map(({ key, label, format }) => (
            <div key={key} className={s.pair}>
              <h3 className={s.resource}>{label}</h3>
              <CapacityBar
                label={`${label} allocated`}
                amount={allocated[key]}
                capacity={capacity[key]}
                format={format}
                of="capacity"
              />
              <CapacityBar
                label={`${label} provisioned`}
                amount={provisioned[key]}
                capacity={capacity[key]}
                format={format}
                of="capacity"
              />
            </div>
          ))}
        </div>
      </section>
      <section className={u.section} aria-labelledby="silo-table">
        <h2 id="silo-table" className={u.heading}>
          Silos
        </h2>
        <SiloUtilizationTable />
      </section>
      <section className={u.section} aria-labelledby="fleet-over-time">
        <h2 id="fleet-over-time" className={u.heading}>
          Provisioned over time
        </h2>
        <ChartToolbar range={range}>
          <Select
            label="Silo"
            inline
            items={items}
            value={silo && items.some((i) => i.value === silo) ? silo : 'all'}
            onChange={(v) => setSilo(v === 'all' ? null : v)}
          />
        </ChartToolbar>
        <ProvisionedCharts
          scope={`fleet ${silo ?? ''}`}
          read={read}
          range={range}
          targetId={silo ? silos?.items.find((x) => x.name === silo)?.id : FLEET_ID}
        />
      </section>
    </>
  )
}
