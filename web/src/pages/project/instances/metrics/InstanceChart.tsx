import type { ReactNode } from 'react'
import { ChartPanel } from '~/components/chart/ChartPanel'
import { combinedOxql } from '~/components/chart/OpenInExplorer'
import type { ChartRange } from '~/components/chart/use-chart-range'
import { resolveRange } from '~/util/time-range'
import { type InstanceChartDef, largest, type MetricTarget } from './instance-metrics'
import { useInstanceChart } from './use-instance-chart'

/** One chart of an instance's metrics, with the query that drew it. */
export function InstanceChart({
  project,
  def,
  target,
  range,
  emptyMessage,
  controls,
}: {
  project: string
  def: InstanceChartDef
  target: MetricTarget
  range: ChartRange
  emptyMessage?: string
  controls?: ReactNode
}) {
  const { data, error, isLoading, isValidating } = useInstanceChart(project, def, target, range)
  const series = data?.series
  return (
    <ChartPanel
      title={def.title}
      series={series}
      range={data?.range ?? resolveRange(range.spec)}
      unit={def.unit(series ? largest(series) : 0)}
      isLoading={isLoading || isValidating}
      error={error}
      query={data?.queries.join('\n')}
      explorerQuery={data ? combinedOxql(data.queries) : undefined}
      emptyMessage={emptyMessage}
      controls={controls}
      headingLevel={2}
    />
  )
}
