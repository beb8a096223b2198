import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { badRequest } from '~mock/errors'
import { timeseriesSchemas } from '~mock/fixtures/platform/timeseries-schemas'
import { requireUser } from '~mock/session'
import { unitHash } from '~mock/toolkit/hash'
import { paginated } from '~mock/toolkit/paginate'
import { readableProject } from '~mock/toolkit/silos-and-projects'
import { type OxqlQuery, parseOxql } from './platform-oxql'
import { type SeriesSource, sourcesFor } from './platform-timeseries-sources'

type Schema = Json<Api.TimeseriesSchema>
type Table = Json<Api.OxqlTable>
type Timeseries = Json<Api.Timeseries>

/** Raw samples arrive every 10 s; longer unaligned ranges are thinned so a table stays small. */
const SAMPLE_MS = 10_000
const MAX_POINTS = 10_000
const DEFAULT_RANGE_MS = 3_600_000

/** Cumulative count at `t` (s) of a rate that swings ±`swing` around `base` per second. */
function cumulative(s: SeriesSource, t: number, since: number): number {
  const period = 3600 + unitHash(`${s.key}:period`) * 7200
  const omega = (2 * Math.PI) / period
  const phase = 2 * Math.PI * unitHash(`${s.key}:phase`)
  const swing = 0.5
  return (
    s.base * (t - since + (swing / omega) * (Math.cos(omega * since + phase) - Math.cos(omega * t + phase)))
  )
}

function gauge(s: SeriesSource, t: number): number {
  const period = 1800 + unitHash(`${s.key}:period`) * 5400
  const phase = 2 * Math.PI * unitHash(`${s.key}:phase`)
  const noise = unitHash(`${s.key}:${Math.floor(t / 10)}`) - 0.5
  return s.base * (1 + s.swing * Math.sin((2 * Math.PI * t) / period + phase) + 0.1 * s.swing * noise)
}

function points(s: SeriesSource, schema: Schema, times: number[], window: number | null): Json<Api.Points> {
  const isCounter = schema.datum_type.startsWith('cumulative')
  const sec = (ms: number) => ms / 1000
  const since = Math.min(sec(times[0]) - 86_400, sec(s.since))
  if (window !== null) {
    const values = times.map((t) => {
      if (!isCounter) return Math.round(gauge(s, sec(t)) * 100) / 100
      const delta = cumulative(s, sec(t), since) - cumulative(s, sec(t - window), since)
      const noise = 1 + 0.15 * (unitHash(`${s.key}:${t}`) - 0.5)
      return Math.max(0, Math.round(delta * noise))
    })
    return {
      timestamps: times.map((t) => new Date(t).toISOString()),
      start_times: isCounter ? times.map((t) => new Date(t - window).toISOString()) : null,
      values: [{ metric_type: isCounter ? 'delta' : 'gauge', values: { type: 'double', values } }],
    }
  }
  if (isCounter) {
    const values = times.map((t) => Math.round(cumulative(s, sec(t), since)))
    const start = new Date(since * 1000).toISOString()
    return {
      timestamps: times.map((t) => new Date(t).toISOString()),
      start_times: times.map(() => start),
      values: [{ metric_type: 'cumulative', values: { type: 'integer', values } }],
    }
  }
  const integer = schema.datum_type === 'i64' || schema.datum_type === 'u64'
  const values = times.map((t) =>
    integer ? Math.round(gauge(s, sec(t))) : Math.round(gauge(s, sec(t)) * 100) / 100,
  )
  return {
    timestamps: times.map((t) => new Date(t).toISOString()),
    start_times: null,
    values: [{ metric_type: 'gauge', values: { type: integer ? 'integer' : 'double', values } }],
  }
}

/** Every window from the start of the range to its end, capped at the present. */
function timestamps(query: OxqlQuery): number[] {
  const end = Math.min(query.end ?? Date.now(), Date.now() + 60_000)
  const start = query.start ?? end - DEFAULT_RANGE_MS
  if (!(start < end)) throw badRequest('Query parsing failed: the time range is empty')
  const step = query.window ?? Math.max(SAMPLE_MS, Math.ceil((end - start) / 1000 / SAMPLE_MS) * SAMPLE_MS)
  if ((end - start) / step > MAX_POINTS) {
    throw badRequest(
      `Query would return more than ${MAX_POINTS} points per timeseries; align to a larger window`,
    )
  }
  const times: number[] = []
  for (let t = start; query.endInclusive ? t <= end : t < end; t += step) times.push(t)
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
        const sum = xs.reduce((a, b) => a + b, 0)
        return reducer === 'sum' ? sum : xs.length ? sum / xs.length : null
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

function limitPoints(series: Timeseries, limit: OxqlQuery['limit']): Timeseries {
  if (!limit) return series
  const cut = <T>(xs: T[]) => (limit.from === 'first' ? xs.slice(0, limit.count) : xs.slice(-limit.count))
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
  const query = parseOxql(text)
  const schema = timeseriesSchemas.find((s) => s.timeseries_name === query.metric)
  if (!schema) throw badRequest(`Timeseries not found for: ${query.metric}`)
  if (projectId && schema.authz_scope !== 'project') {
    throw badRequest(`Timeseries ${query.metric} is not project-scoped and cannot be queried in a project`)
  }
  const known = new Set(schema.field_schema.map((f) => f.name))
  const unknown = [...query.fieldsUsed, ...(query.groupBy?.fields ?? [])].find((f) => !known.has(f))
  if (unknown) throw badRequest(`Field "${unknown}" does not exist in timeseries ${query.metric}`)

  const times = timestamps(query)
  const sources = sourcesFor(schema, projectId).filter((s) => query.predicate(s.raw))
  let series: Timeseries[] = sources
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((s) => ({ fields: s.fields, points: points(s, schema, times, query.window) }))
  if (query.groupBy) series = groupSeries(series, query.groupBy.fields, query.groupBy.reducer)
  const table: Table = { name: query.metric, timeseries: series.map((s) => limitPoints(s, query.limit)) }
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
