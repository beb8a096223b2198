import { useLiveRead } from '~/api'
import type { Measurement, SystemMetricName } from '~/api/__generated__/Api'
import { type ChartSeries, measurementPoints, typicalStep, withGaps } from '~/util/chart-data'
import { alignWindow, oxqlQuery } from '~/util/oxql'
import { resolveRange, type TimeRange } from '~/util/time-range'
import { ChartPanel } from './ChartPanel'
import s from './chart-panel.module.css'
import { bytesUnit, countUnit } from './chart-units'
import type { ChartRange } from './use-chart-range'

/** The fleet's own id: the collection target of the fleet's totals, as a silo's id is of the silo's. */
export const FLEET_ID = '001de000-1334-4000-8000-000000000000'

/**
 * The OxQL query that reads what a provisioned chart shows: the metric of the collection target (the fleet, a
 * silo or a project) over the range, averaged over windows as the instance charts are.
 */
export const provisionedOxql = (metric: SystemMetricName, targetId: string, { start, end }: TimeRange) =>
  oxqlQuery({
    metric: `collection_target:${metric}`,
    start,
    end,
    window: alignWindow(end - start),
    filters: { id: targetId },
  })

/** Reads every measurement of a metric in [start, end), all pages of it. */
export type ReadMeasurements = (metric: SystemMetricName, start: Date, end: Date) => Promise<Measurement[]>

const METRICS: { metric: SystemMetricName; title: string; label: string }[] = [
  { metric: 'cpus_provisioned', title: 'CPU provisioned', label: 'vCPUs' },
  { metric: 'ram_provisioned', title: 'Memory provisioned', label: 'Memory' },
  { metric: 'virtual_disk_space_provisioned', title: 'Storage provisioned', label: 'Storage' },
]

function ProvisionedChart({
  metric,
  title,
  label,
  scope,
  read,
  range,
  targetId,
}: (typeof METRICS)[number] & {
  scope: string
  read: ReadMeasurements
  range: ChartRange
  targetId?: string
}) {
  const { data, error, isLoading, isValidating } = useLiveRead<{ series: ChartSeries[]; range: TimeRange }>(
    `provisioned ${scope} ${metric} ${range.key}`,
    async () => {
      const { start, end } = resolveRange(range.spec)
      const points = measurementPoints(await read(metric, new Date(start), new Date(end)))
      return {
        series: [{ id: metric, label, points: withGaps(points, typicalStep(points)) }],
        range: { start, end },
      }
    },
    { refreshInterval: range.interval },
  )
  const max = Math.max(0, ...(data?.series[0].points.map((p) => p.v ?? 0) ?? []))
  return (
    <ChartPanel
      title={title}
      series={data?.series}
      range={data?.range ?? resolveRange(range.spec)}
      unit={metric === 'cpus_provisioned' ? countUnit('vCPUs') : bytesUnit(max)}
      isLoading={isLoading || isValidating}
      error={error}
      explorerQuery={data && targetId ? provisionedOxql(metric, targetId, data.range) : undefined}
    />
  )
}

/**
 * CPU, memory and storage provisioned over the range, one chart each, from the metrics endpoints. `scope` names
 * what `read` reads (the silo, a project, the fleet, a silo of it) so each has its own cache entry; `targetId`
 * is its id, for the OxQL query behind each chart, once known.
 */
export function ProvisionedCharts({
  scope,
  read,
  range,
  targetId,
}: {
  scope: string
  read: ReadMeasurements
  range: ChartRange
  targetId?: string
}) {
  return (
    <div className={s.grid}>
      {METRICS.map((m) => (
        <ProvisionedChart key={m.metric} {...m} scope={scope} read={read} range={range} targetId={targetId} />
      ))}
    </div>
  )
}
