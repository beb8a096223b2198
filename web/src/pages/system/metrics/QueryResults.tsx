import { useMemo } from 'react'
import type { OxqlQueryResult, OxqlTable, TimeseriesSchema } from '~/api/__generated__/Api'
import { ChartPanel } from '~/components/chart/ChartPanel'
import type { ChartUnit } from '~/components/chart/chart-units'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatDateTime, formatNumber } from '~/util/format'
import s from './metrics-explorer.module.css'
import { chartOfTable, MAX_CHART_SERIES, MAX_TABLE_ROWS, rowsOfTable, schemaOf, unitOf } from './oxql-results'

const count = (n: number, noun: string) => `${formatNumber(n)} ${noun}${n === 1 ? '' : 's'}`
const seriesCount = (n: number) => `${formatNumber(n)} series`

/** The points of one table, with the fields of the series each belongs to. */
function PointsTable({ table, unit }: { table: OxqlTable; unit: ChartUnit }) {
  const { fields, columns, rows, rowCount } = useMemo(() => rowsOfTable(table), [table])
  const label = `Points of ${table.name}`
  const value = (v: number | string | null) =>
    v === null ? (
      <span className="visually-hidden">no value</span>
    ) : typeof v === 'number' ? (
      unit.format(v)
    ) : (
      v
    )
  return (
    <>
      {/* scrolls within the page, so it is a stop of its own for keyboard users */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable to scroll it */}
      <section className={s.points} aria-label={label} tabIndex={0}>
        <Table aria-label={label}>
          <THead>
            <Tr>
              {fields.map(({ key, name }) => (
                <Th key={key} className="mono">
                  {name}
                </Th>
              ))}
              <Th>Time</Th>
              {Array.from({ length: columns }, (_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: value columns have no identity but their place
                <Th key={c} numeric>
                  {columns > 1 ? `Value ${c + 1}` : 'Value'}
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {rows.map((row) => (
              <Tr key={row.key}>
                {fields.map(({ key }) => (
                  <Td key={key} className="mono">
                    {row.fields[key]}
                  </Td>
                ))}
                <Td>{formatDateTime(row.time, { seconds: true })}</Td>
                {row.values.map((v, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: value columns have no identity but their place
                  <Td key={c} numeric>
                    {value(v)}
                  </Td>
                ))}
              </Tr>
            ))}
          </TBody>
        </Table>
      </section>
      {rowCount > MAX_TABLE_ROWS && (
        <p className={s.status}>
          The first {formatNumber(MAX_TABLE_ROWS)} of {formatNumber(rowCount)} points are listed; narrow the
          query (a shorter range, a filter, a larger window) to see the others.
        </p>
      )}
    </>
  )
}

/** One table of the answer: a chart of its series, then its points. */
function ResultTable({ table, schemas }: { table: OxqlTable; schemas: readonly TimeseriesSchema[] }) {
  // a table with no points still gets an axis: the last hour, the usual range of a query
  const chart = useMemo(
    () => chartOfTable(table, { start: Date.now() - 3_600_000, end: Date.now() }),
    [table],
  )
  const unit = unitOf(schemaOf(schemas, table)?.units, chart.max)
  if (table.timeseries.length === 0) {
    return (
      <div className={s.result}>
        <h3 className="mono">{table.name}</h3>
        <p className={s.status}>No timeseries of {table.name} matched the query.</p>
      </div>
    )
  }
  return (
    <div className={s.result}>
      <ChartPanel
        title={table.name}
        series={chart.series}
        range={chart.range}
        unit={unit}
        isLoading={false}
      />
      {chart.seriesCount > MAX_CHART_SERIES && (
        <p className={s.status}>
          The chart draws the first {MAX_CHART_SERIES} of {seriesCount(chart.seriesCount)}; the table lists
          them all. Group them (`group_by`) or filter them to draw fewer.
        </p>
      )}
      {chart.undrawable && (
        <p className={s.status}>Some values are not numbers a line can draw; the table lists them.</p>
      )}
      <PointsTable table={table} unit={unit} />
    </div>
  )
}

/** What a query answered: each table drawn and listed, or a word that it matched nothing. */
export function QueryResults({
  result,
  schemas,
}: {
  result: OxqlQueryResult
  schemas: readonly TimeseriesSchema[]
}) {
  const series = result.tables.reduce((n, t) => n + t.timeseries.length, 0)
  return (
    <>
      <p className={s.status} role="status">
        {count(result.tables.length, 'table')}, {seriesCount(series)}.
      </p>
      {result.tables.map((table, i) => (
        // two subqueries may read the same timeseries: the place tells their tables apart
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ResultTable key={i} table={table} schemas={schemas} />
      ))}
    </>
  )
}
