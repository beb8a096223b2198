import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { byPosition, paginated } from '~mock/toolkit/paginate'
import { lookupSilo, readableProject } from '~mock/toolkit/silos-and-projects'
import { provisionedHistory } from './platform-provisioned-history'

type MetricQuery = {
  startTime?: Date | string
  endTime?: Date | string
  order?: 'ascending' | 'descending'
  limit?: number | null
  pageToken?: string | null
}

const HOUR = 3_600_000
/** Samples of provisioned totals are taken every 10 s; the mock thins long ranges to this many samples. */
const SAMPLE_MS = 10_000
const MAX_SAMPLES = 1500

/**
 * Provisioned totals over time as they were: they move when instances start and stop and when disks and
 * snapshots are made (see `provisionedHistory`), and end at the present total. Nothing is sampled in the future.
 */
function measurements(
  metric: Api.SystemMetricName,
  siloId: string | null,
  projectId: string | undefined,
  query: MetricQuery,
) {
  const end = Math.min(query.endTime ? new Date(query.endTime).getTime() : Date.now(), Date.now())
  const start = query.startTime ? new Date(query.startTime).getTime() : end - 24 * HOUR
  if (!(start < end)) throw badRequest('start time must be before end time')
  const step = Math.max(SAMPLE_MS, Math.ceil((end - start) / MAX_SAMPLES / SAMPLE_MS) * SAMPLE_MS)
  const at = provisionedHistory(metric, siloId, projectId)
  const items: Json<Api.Measurement>[] = []
  for (let t = start; t < end; t += step) {
    items.push({ timestamp: new Date(t).toISOString(), datum: { type: 'i64', datum: at(t) } })
  }
  if (query.order === 'descending') items.reverse()
  return paginated(query, items, byPosition)
}

export const metricHandlers = {
  /** The caller's silo, or one of its projects. */
  siloMetric({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const projectId = query.project ? readableProject(user, query.project).id : undefined
    return measurements(path.metricName, user.silo_id, projectId, query)
  },

  /** The whole fleet, or one silo. */
  systemMetric({ path, query, ...ctx }) {
    fleetUser(ctx)
    const siloId = query.silo ? lookupSilo({ silo: query.silo }).id : null
    return measurements(path.metricName, siloId, undefined, query)
  },
} satisfies Partial<MSWHandlers>
