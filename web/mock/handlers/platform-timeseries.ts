import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { badRequest } from '~mock/errors'
import { timeseriesSchemas } from '~mock/fixtures/platform/timeseries-schemas'
import { requireUser } from '~mock/session'
import { unitHash } from '~mock/toolkit/hash'
import { paginated } from '~mock/toolkit/paginate'
import { readableProject } from '~mock/toolkit/silos-and-projects'
import { overlap } from './compute-run-history'
import { type OxqlQuery, parseOxql, splitSubqueries } from './platform-oxql'
import { type SeriesSource, sourcesFor } from './platform-timeseries-sources'

type Schema = Json<Api.TimeseriesSchema>
type Table = Json<Api.OxqlTable>
type Timeseries = Json<Api.Timeseries>

/** Unaligned queries return raw samples; longer ranges must be aligned to a window so a table stays small. */
const MAX_POINTS = 10_000
const DEFAULT_RANGE_MS = 3_600_000
/** Gauges are averaged over at most this many of their samples in each window. */
const GAUGE_READS_PER_WINDOW = 12

const iso = (ms: number) => new Date(ms).toISOString()

/** The parts of [from, to) the source reported in, never past the present. */
const reported = (s: SeriesSource, from: number, to: number) =>
  overlap(s.spans, from, Math.min(to, Date.now()))

/**
 * `mean_within` of a counter: the mean of the deltas between consecutive samples in the window, that is the
 * count per sample interval, or null where fewer than one sample interval was reported (the instance was
 * stopped). Deltas are taken only inside runs: a counter starts again with each new VMM.
 */
function alignedCounter(s: SeriesSource, counter: (ms: number) => number, t: number, window: number) {
  const parts = reported(s, t - window, t)
  const covered = parts.reduce((sum, [a, b]) => sum + b - a, 0)
  const samples = covered / (s.interval * 1000)
  if (samples < 1) return null
  const delta = parts.reduce((sum, [a, b]) => sum + counter(b) - counter(a), 0)
  const noise = s.jitter ? 1 + 0.1 * (unitHash(`${s.key}:${t}`) - 0.5) : 1
  return Math.max(0, Math.round((delta / samples) * noise))
}

/** `mean_within` of a gauge: the mean of readings spread over the reported part of the window. */
function alignedGauge(s: SeriesSource, gauge: (ms: number) => number, t: number, window: number) {
  const parts = reported(s, t - window, t)
  const covered = parts.reduce((sum, [a, b]) => sum + b - a, 0)
  if (covered < s.interval * 1000) return null
  const reads = Math.min(GAUGE_READS_PER_WINDOW, Math.floor(covered / (s.interval * 1000)))
  let sum = 0
  let part = 0
  let offset = 0
  for (let i = 0; i < reads; i++) {
    // the i-th reading sits at the middle of the i-th equal slice of the reported time
    let at = ((i + 0.5) * covered) / reads - offset
    while (at >= parts[part][1] - parts[part][0]) {
      offset += parts[part][1] - parts[part][0]
      at -= parts[part][1] - parts[part][0]
      part++
    }
    sum += gauge(parts[part][0] + at)
  }
  return Math.round((sum / reads) * 100) / 100
}

/** One value per window of the grid, null where nothing was reported. */
function alignedPoints(s: SeriesSource, times: number[], window: number): Json<Api.Points> {
  const { counter, gauge } = s
  const values = times.map((t) =>
    counter ? alignedCounter(s, counter, t, window) : alignedGauge(s, gauge ?? (() => 0), t, window),
  )
  return {
    timestamps: times.map(iso),
    start_times: counter ? times.map((t) => iso(t - window)) : null,
    values: [{ metric_type: counter ? 'delta' : 'gauge', values: { type: 'double', values } }],
  }
}

/** Every sample the source reported in [start, end): counters as totals since their run began. */
function rawPoints(s: SeriesSource, schema: Schema, start: number, end: number): Json<Api.Points> {
  const step = s.interval * 1000
  const samples: [number, number][] = []
  for (const [a, b] of reported(s, start, end)) {
    // samples fall on multiples of the interval, counted from the start of the run
    const run = s.spans.find(([from, to]) => from <= a && a < to)?.[0] ?? a
    for (let t = run + Math.ceil((a - run) / step) * step; t < b; t += step) samples.push([run, t])
  }
  if (samples.length > MAX_POINTS) {
    throw badRequest(
      `Query would return more than ${MAX_POINTS} points per timeseries; align to a larger window`,
    )
  }
  const timestamps = samples.map(([, t]) => iso(t))
  const { counter, gauge } = s
  if (counter) {
    return {
      timestamps,
      start_times: samples.map(([run]) => iso(run)),
      values: [
        {
          metric_type: 'cumulative',
          values: {
            type: 'integer',
            values: samples.map(([run, t]) => Math.round(counter(t) - counter(run))),
          },
        },
      ],
    }
  }
  const integer = schema.datum_type === 'i64' || schema.datum_type === 'u64'
  const read = (t: number) => (gauge ? gauge(t) : 0)
  return {
    timestamps,
    start_times: null,
    values: [
      {
        metric_type: 'gauge',
        values: integer
          ? { type: 'integer', values: samples.map(([, t]) => Math.round(read(t))) }
          : { type: 'double', values: samples.map(([, t]) => Math.round(read(t) * 100) / 100) },
      },
    ],
  }
}

/** The query's range, capped at the present. */
function range(query: OxqlQuery): [number, number] {
  const end = Math.min(query.end ?? Date.now(), Date.now() + 60_000)
  const start = query.start ?? end - DEFAULT_RANGE_MS
  if (!(start < end)) throw badRequest('Query parsing failed: the time range is empty')
  return [start, end]
}

/** Each point of an aligned series stands for the window that ends at its timestamp, inside the range. */
function windowEnds(query: OxqlQuery, window: number): number[] {
  const [start, end] = range(query)
  if ((end - start) / window > MAX_POINTS) {
    throw badRequest(
      `Query would return more than ${MAX_POINTS} points per timeseries; align to a larger window`,
    )
  }
  const times: number[] = []
  for (let t = start + window; t <= end; t += window) times.push(t)
  return times
}

/** Combines series point by point into one per distinct value of the grouping fields. */
function groupSeries(series: Timeseries[], fields: string[], reducer: 'sum' | 'mean'): Timeseries[] {
  const groups = new Map<string, Timeseries[]>()
  for (const s of series) {
    const key = JSON.stringify(fields.map((f) => s.fields[f]?.value))
    groups.set(key, [...(groups.get(key) ?? []), s])
  }
  return [...groups.values()].map((members) => {
    const [first] = members
    const values = first.points.values.map((column, i) => {
      const combined = column.values.values.map((_, p) => {
        const xs = members
          .map((m) => m.points.values[i].values.values[p] as number | null)
          .filter((x) => x !== null)
        // a window no member reported in stays a gap rather than becoming a zero
        if (xs.length === 0) return null
        const sum = xs.reduce((a, b) => a + b, 0)
        return reducer === 'sum' ? sum : sum / xs.length
      })
      return {
        metric_type: column.metric_type,
        values: { type: 'double', values: combined },
      } as Json<Api.Values>
    })
    const kept = Object.fromEntries(fields.flatMap((f) => (first.fields[f] ? [[f, first.fields[f]]] : [])))
    return { fields: kept, points: { ...first.points, values } }
  })
}

/**
 * A series starts at its first reported window and ends at its last, as one read from a rack does; windows in
 * between with nothing reported stay as nulls. A series with nothing at all in the range is left out.
 */
function trimmed(series: Timeseries): Timeseries | null {
  const columns = series.points.values.map((v) => v.values.values as unknown[])
  const reportedAt = (p: number) => columns.some((c) => c[p] !== null)
  const n = series.points.timestamps.length
  let first = 0
  while (first < n && !reportedAt(first)) first++
  if (first === n) return null
  let last = n - 1
  while (!reportedAt(last)) last--
  return slicePoints(series, (xs) => xs.slice(first, last + 1))
}

function limitPoints(series: Timeseries, limit: OxqlQuery['limit']): Timeseries {
  if (!limit) return series
  return slicePoints(series, (xs) =>
    limit.from === 'first' ? xs.slice(0, limit.count) : xs.slice(-limit.count),
  )
}

/** The series with the same cut applied to its timestamps, start times and every column of values. */
function slicePoints(series: Timeseries, cut: <T>(xs: T[]) => T[]): Timeseries {
  const { timestamps: ts, start_times, values } = series.points
  return {
    fields: series.fields,
    points: {
      timestamps: cut(ts),
      start_times: start_times ? cut(start_times) : start_times,
      values: values.map((v) => ({
        ...v,
        values: { ...v.values, values: cut(v.values.values as unknown[]) },
      })),
    } as Json<Api.Points>,
  }
}

/** Runs the query against synthetic data for whatever the db holds in scope. */
export function runQuery(text: string, projectId: string | null): Json<Api.OxqlQueryResult> {
  const subqueries = splitSubqueries(text)
  if (subqueries) return { tables: subqueries.flatMap((q) => runQuery(q, projectId).tables) }
  const query = parseOxql(text)
  const schema = timeseriesSchemas.find((s) => s.timeseries_name === query.metric)
  if (!schema) throw badRequest(`Timeseries not found for: ${query.metric}`)
  if (projectId && schema.authz_scope !== 'project') {
    throw badRequest(`Timeseries ${query.metric} is not project-scoped and cannot be queried in a project`)
  }
  const known = new Set(schema.field_schema.map((f) => f.name))
  const unknown = [...query.fieldsUsed, ...(query.groupBy?.fields ?? [])].find((f) => !known.has(f))
  if (unknown) throw badRequest(`Field "${unknown}" does not exist in timeseries ${query.metric}`)

  const sources = sourcesFor(schema, projectId)
    .filter((s) => query.predicate(s.raw))
    .sort((a, b) => a.key.localeCompare(b.key))
  const { window, groupBy } = query
  let series: Timeseries[]
  if (window === null) {
    if (groupBy) throw badRequest('Query parsing failed: group_by needs timeseries aligned with align first')
    const [start, end] = range(query)
    series = sources.map((s) => ({ fields: s.fields, points: rawPoints(s, schema, start, end) }))
  } else {
    const times = windowEnds(query, window)
    series = sources.map((s) => ({ fields: s.fields, points: alignedPoints(s, times, window) }))
    if (groupBy) series = groupSeries(series, groupBy.fields, groupBy.reducer)
  }
  const timeseries = series.flatMap((s) => {
    const kept = trimmed(s)
    return kept && kept.points.timestamps.length > 0 ? [limitPoints(kept, query.limit)] : []
  })
  const table: Table = { name: query.metric, timeseries }
  return { tables: [table] }
}

export const timeseriesHandlers = {
  /** Only project-scoped timeseries, and only the project's own resources. */
  timeseriesQuery({ query, body, ...ctx }) {
    const project = readableProject(requireUser(ctx), query.project)
    return runQuery(body.query, project.id)
  },

  systemTimeseriesQuery({ body, ...ctx }) {
    fleetUser(ctx)
    return runQuery(body.query, null)
  },

  systemTimeseriesSchemaList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, timeseriesSchemas, { key: (s) => s.timeseries_name })
  },
} satisfies Partial<MSWHandlers>
