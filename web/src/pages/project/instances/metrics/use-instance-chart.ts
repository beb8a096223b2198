import { callApi, useLiveRead } from '~/api'
import type { ChartRange } from '~/components/chart/use-chart-range'
import type { ChartSeries, OxqlTableLike } from '~/util/chart-data'
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

/** What the instance's CPU time says of its life: whether it ever ran, and when it first did if that is known. */
export type FirstRun = { everRan: boolean; firstRun: number | null }

/** The time of the first point with a value in an OxQL table, or null when it has none. */
function firstValueTime(table: OxqlTableLike | undefined): number | null {
  let first: number | null = null
  for (const series of table?.timeseries ?? []) {
    const values = series.points.values[0]?.values.values ?? []
    series.points.timestamps.forEach((stamp, i) => {
      const t = new Date(stamp).getTime()
      if (values[i] !== null && values[i] !== undefined && (first === null || t < first)) first = t
    })
  }
  return first
}

/**
 * Whether the instance ever reported CPU time between its creation and now: it tells "never ran" apart from "not
 * running in this range". For an instance created within `range`, also when it first did (to a chart window),
 * so its charts can say why they are empty before then; for an older one, one window over its whole life is
 * enough to tell whether it ran.
 */
export function useFirstRun(project: string, instance: { id: string; timeCreated: Date }, range: TimeRange) {
  const start = instance.timeCreated.getTime()
  const young = start > range.start
  return useLiveRead<FirstRun>(`instance-first-run ${project} ${instance.id} ${young}`, async () => {
    const end = Date.now()
    // in whole seconds: the whole life of the instance as one window, or windows as its charts use them
    const life = Math.max(1, Math.ceil((end - start) / 1000)) * 1000
    const window = young ? alignWindow(life) : life
    const query = oxqlQuery({
      metric: 'virtual_machine:vcpu_usage',
      start,
      end: start + life,
      window,
      filters: { instance_id: instance.id },
    })
    const result = await callApi('timeseriesQuery', { query: { project }, body: { query } })
    const table = result.tables[0]
    const everRan = (table?.timeseries.length ?? 0) > 0
    return { everRan, firstRun: young && everRan ? firstValueTime(table) : null }
  })
}
