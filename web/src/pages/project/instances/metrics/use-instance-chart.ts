import { callApi, useLiveRead } from '~/api'
import type { ChartRange } from '~/components/chart/use-chart-range'
import type { ChartSeries } from '~/util/chart-data'
import { alignWindow, oxqlQuery } from '~/util/oxql'
import { resolveRange, type TimeRange } from '~/util/time-range'
import { chartQueries, chartSeries, type InstanceChartDef, type MetricTarget } from './instance-metrics'

export type InstanceChartData = { series: ChartSeries[]; queries: string[]; range: TimeRange }

/**
 * One chart of the metrics tab: its OxQL queries for the range as of now, sent again every refresh interval, so
 * a range that ends now moves on. The range the answer covers comes with it, so the chart always spans exactly
 * what was asked for.
 */
export function useInstanceChart(
  project: string,
  def: InstanceChartDef,
  target: MetricTarget,
  range: ChartRange,
) {
  const targetKey = JSON.stringify(target)
  return useLiveRead<InstanceChartData>(
    `instance-metrics ${project} ${def.id} ${targetKey} ${range.key}`,
    async () => {
      const { start, end } = resolveRange(range.spec)
      const window = alignWindow(end - start)
      const queries = chartQueries(def, target, { start, end, window })
      const results = await Promise.all(
        queries.map((query) => callApi('timeseriesQuery', { query: { project }, body: { query } })),
      )
      const series = chartSeries(
        def,
        results.map((r) => r.tables[0]),
        window,
      )
      return { series, queries, range: { start, end } }
    },
    { refreshInterval: range.interval },
  )
}

/**
 * Whether the instance ever reported CPU time, between its creation and now: it tells "never ran" apart from "not
 * running in this range". Asked only when a range came back empty.
 */
export function useEverRan(project: string, instance: { id: string; timeCreated: Date }, ask: boolean) {
  return useLiveRead<boolean>(ask ? `instance-ever-ran ${project} ${instance.id}` : null, async () => {
    const start = instance.timeCreated.getTime()
    const end = Date.now()
    // the whole life of the instance as one window, in whole seconds
    const seconds = Math.max(1, Math.ceil((end - start) / 1000))
    const query = oxqlQuery({
      metric: 'virtual_machine:vcpu_usage',
      start,
      end: start + seconds * 1000,
      window: seconds * 1000,
      filters: { instance_id: instance.id },
    })
    const result = await callApi('timeseriesQuery', { query: { project }, body: { query } })
    return (result.tables[0]?.timeseries.length ?? 0) > 0
  })
}
