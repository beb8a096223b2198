import type { ReactNode } from 'react'
import { useId } from 'react'
import type { ApiError } from '~/api'
import { Spinner } from '~/ui/Spinner'
import type { ChartSeries } from '~/util/chart-data'
import { formatDateTime } from '~/util/format'
import type { TimeRange } from '~/util/time-range'
import { useChartCode } from './chart-code'
import s from './chart-panel.module.css'
import type { ChartUnit } from './chart-units'
import { OpenInExplorer } from './OpenInExplorer'
import { OxqlQueryDisclosure } from './OxqlQueryDisclosure'

export type ChartPanelProps = {
  title: string
  /** undefined until the first answer */
  series: ChartSeries[] | undefined
  range: TimeRange
  unit: ChartUnit
  isLoading: boolean
  error?: ApiError
  /** the OxQL query that drew the chart, when it came from one */
  query?: string
  /** one OxQL query that reads what the chart shows, for the metrics explorer (offered to fleet viewers) */
  explorerQuery?: string
  /** what to say when the range holds no data at all */
  emptyMessage?: string
  /** pickers that choose what the chart shows (a state, a disk) */
  controls?: ReactNode
  height?: number
  /** to fit the page's outline: 2 where the chart is a section of its own, 3 under a section heading */
  headingLevel?: 2 | 3
}

const hasData = (series: ChartSeries[]) => series.some((x) => x.points.some((p) => p.v !== null))

/** One chart with its title, unit, controls and states: loading, failed, empty (axes still drawn), drawn. */
export function ChartPanel({
  title,
  series,
  range,
  unit,
  isLoading,
  error,
  query,
  explorerQuery,
  emptyMessage,
  controls,
  height = 240,
  headingLevel = 3,
}: ChartPanelProps) {
  const headingId = useId()
  // the chart's code loads while its data does
  const TimeSeriesChart = useChartCode()
  const Heading = `h${headingLevel}` as const
  const empty = series !== undefined && !hasData(series)
  // the chart's room, kept while its data or its code is on the way
  const placeholder = <div className={s.placeholder} style={{ height }} />
  return (
    <section className={s.panel} aria-labelledby={headingId}>
      <header className={s.header}>
        <Heading id={headingId} className={s.title}>
          {title} <span className={s.unit}>({unit.label})</span>
        </Heading>
        {(isLoading || (series !== undefined && !TimeSeriesChart)) && (
          <Spinner size="sm" label={`Loading ${title}`} />
        )}
        {controls && <div className={s.controls}>{controls}</div>}
      </header>
      {error ? (
        <p className={s.error} role="alert">
          Could not load {title}: {error.message}
        </p>
      ) : series === undefined ? (
        placeholder
      ) : (
        <div className={s.body}>
          {TimeSeriesChart ? (
            <TimeSeriesChart title={title} series={series} range={range} unit={unit} height={height} />
          ) : (
            placeholder
          )}
          {empty && (
            <p className={s.empty}>
              {emptyMessage ??
                `No data between ${formatDateTime(range.start)} and ${formatDateTime(range.end)}.`}
            </p>
          )}
        </div>
      )}
      {query && <OxqlQueryDisclosure query={query} title={title} />}
      {explorerQuery && <OpenInExplorer query={explorerQuery} title={title} />}
    </section>
  )
}
