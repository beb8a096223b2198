import type { FieldValue, OxqlTable, TimeseriesSchema, Units } from '~/api/__generated__/Api'
import { camelToSnake } from '~/api/__generated__/util'
import { bytesUnit, type ChartUnit, countUnit } from '~/components/chart/chart-units'
import { type ChartPoint, type ChartSeries, typicalStep, withGaps } from '~/util/chart-data'
import type { TimeRange } from '~/util/time-range'

/**
 * What the explorer draws from an OxQL answer: one chart per table, one line per timeseries (and per value
 * column, for the rare multi-dimensional one), and one table row per timeseries and timestamp.
 */

/** Lines beyond this make a chart unreadable (four colours, four dashes); the table still lists every series. */
export const MAX_CHART_SERIES = 8

/** A table of rows that long scrolls forever; the rest are counted, not shown. */
export const MAX_TABLE_ROWS = 500

export type TableChart = {
  /** the table's name, usually the timeseries it came from */
  name: string
  series: ChartSeries[]
  /** how many lines the table had before the cut to MAX_CHART_SERIES */
  seriesCount: number
  range: TimeRange
  /** the largest value drawn, to pick the unit */
  max: number
  /** whether some columns hold what a line cannot draw (distributions, booleans, strings) */
  undrawable: boolean
}

export type ResultRow = {
  key: string
  fields: Record<string, string>
  time: number
  values: (number | string | null)[]
}

/** A field of a table's series: its key in the answer and its name in OxQL. */
export type ResultField = { key: string; name: string }

export type ResultTable = {
  name: string
  /** the fields of its series, in order */
  fields: ResultField[]
  /** how many value columns a point has */
  columns: number
  rows: ResultRow[]
  /** how many rows there were before the cut to MAX_TABLE_ROWS */
  rowCount: number
}

const fieldText = (f: FieldValue | undefined) => (f === undefined ? '' : String(f.value))

const asNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** A cell of a value column: numbers as they are, anything else (a distribution, a flag) as short text. */
function cellOf(v: unknown): number | string | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return v
  if (typeof v === 'object' && 'counts' in v)
    return `distribution (${(v as { counts: number[] }).counts.length} bins)`
  return String(v)
}

/**
 * A field's name as OxQL writes it. The API client turns every key of an answer into camelCase, the keys of a
 * series' fields too (`chassis_serial` comes as `chassisSerial`), so they are turned back to be written in a
 * query again; OxQL field names are snake_case.
 */
export const oxqlFieldName = camelToSnake

/** The fields of a table's series, sorted by name, each series' own ones included. */
function fieldsOf(table: OxqlTable): ResultField[] {
  const keys = new Set<string>()
  for (const s of table.timeseries) for (const key of Object.keys(s.fields)) keys.add(key)
  return [...keys]
    .map((key) => ({ key, name: oxqlFieldName(key) }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The fields whose values tell a table's series apart: what each line's legend says (`sensor u2_n3`). Fields
 * every series shares say nothing about one line.
 */
export function distinguishingFields(table: OxqlTable): ResultField[] {
  return fieldsOf(table).filter(
    ({ key }) => new Set(table.timeseries.map((s) => fieldText(s.fields[key]))).size > 1,
  )
}

const timeOf = (stamp: Date | string) => new Date(stamp).getTime()

/** The span the table's points cover, from the first window's start (or first timestamp) to the last. */
function extentOf(table: OxqlTable): TimeRange | null {
  let start = Number.POSITIVE_INFINITY
  let end = Number.NEGATIVE_INFINITY
  for (const s of table.timeseries) {
    const { timestamps, startTimes } = s.points
    for (const [i, stamp] of timestamps.entries()) {
      const t = timeOf(stamp)
      const from = startTimes?.[i] ? Math.min(t, timeOf(startTimes[i])) : t
      if (from < start) start = from
      if (t > end) end = t
    }
  }
  if (!Number.isFinite(start)) return null
  // one point still needs an axis that spans some time
  return { start: start === end ? start - 60_000 : start, end }
}

export function chartOfTable(table: OxqlTable, fallback: TimeRange): TableChart {
  const shown = distinguishingFields(table)
  let undrawable = false
  const all: ChartSeries[] = table.timeseries.flatMap((s, i) => {
    const legend =
      shown.map(({ key, name }) => `${name} ${fieldText(s.fields[key])}`).join(', ') || table.name
    return s.points.values.flatMap((column, c) => {
      if (column.values.type !== 'integer' && column.values.type !== 'double') {
        undrawable = true
        return []
      }
      const values = column.values.values
      const points: ChartPoint[] = s.points.timestamps
        .map((stamp, p) => ({ t: timeOf(stamp), v: asNumber(values[p]) }))
        .sort((a, b) => a.t - b.t)
      const label = s.points.values.length > 1 ? `${legend} (column ${c + 1})` : legend
      return [{ id: `${i}-${c}`, label, points: withGaps(points, typicalStep(points)) }]
    })
  })
  const series = all.slice(0, MAX_CHART_SERIES)
  const max = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.v ?? 0)))
  return {
    name: table.name,
    series,
    seriesCount: all.length,
    range: extentOf(table) ?? fallback,
    max,
    undrawable,
  }
}

/** The table's points as rows, series by series in time order, with the series' field values. */
export function rowsOfTable(table: OxqlTable): ResultTable {
  const fields = fieldsOf(table)
  const columns = Math.max(0, ...table.timeseries.map((s) => s.points.values.length))
  const rows: ResultRow[] = table.timeseries.flatMap((s, i) => {
    const values = Object.fromEntries(fields.map(({ key }) => [key, fieldText(s.fields[key])]))
    return s.points.timestamps.map((stamp, p) => ({
      key: `${i}-${p}`,
      fields: values,
      time: timeOf(stamp),
      values: s.points.values.map((column) => cellOf((column.values.values as unknown[])[p])),
    }))
  })
  return { name: table.name, fields, columns, rows: rows.slice(0, MAX_TABLE_ROWS), rowCount: rows.length }
}

const UNIT_LABELS: Record<Units, string> = {
  count: 'count',
  bytes: 'bytes',
  seconds: 's',
  nanoseconds: 'ns',
  volts: 'V',
  amps: 'A',
  watts: 'W',
  degrees_celsius: '°C',
  none: 'value',
  rpm: 'RPM',
}

/** The unit of a table's values, from its timeseries' schema when that has been read; bytes 1024-based. */
export function unitOf(units: Units | undefined, max: number): ChartUnit {
  if (units === 'bytes') return bytesUnit(max)
  return countUnit(units ? UNIT_LABELS[units] : 'value')
}

/** The schema a table came from, by its name. */
export const schemaOf = (schemas: readonly TimeseriesSchema[], table: OxqlTable) =>
  schemas.find((s) => s.timeseriesName === table.name)
