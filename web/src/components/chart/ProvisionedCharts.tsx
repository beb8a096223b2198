import { useLiveRead } from '~/api'
import type { Measurement, SystemMetricName } from '~/api/__generated__/Api'
import { type ChartSeries, measurementPoints, typicalStep, withGaps } from '~/util/chart-data'
import { resolveRange, type TimeRange } from '~/util/time-range'
import { ChartPanel } from './ChartPanel'
import s from './chart-panel.module.css'
import { bytesUnit, countUnit } from './chart-units'
import type { ChartRange } from './use-chart-range'

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
}: (typeof METRICS)[number] & { scope: string; read: ReadMeasurements; range: ChartRange }) {
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
    />
  )
}

/**
 * CPU, memory and storage provisioned over the range, one chart each, from the metrics endpoints. `scope` names
 * what `read` reads (the silo, a project, the fleet, a silo of it) so each has its own cache entry.
 */
export function ProvisionedCharts({
  scope,
  read,
  range,
}: {
  scope: string
  read: ReadMeasurements
  range: ChartRange
}) {
  return (
    <div className={s.grid}>
      {METRICS.map((m) => (
        <ProvisionedChart key={m.metric} {...m} scope={scope} read={read} range={range} />
      ))}
    </div>
  )
}
