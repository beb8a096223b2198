import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { unitHash } from '~mock/toolkit/hash'
import { byPosition, paginated } from '~mock/toolkit/paginate'
import { lookupSilo, readableProject } from '~mock/toolkit/silos-and-projects'
import { GiB } from '~mock/toolkit/units'
import { provisioned } from './platform-quotas'

type MetricQuery = {
  startTime?: Date | string
  endTime?: Date | string
  order?: 'ascending' | 'descending'
  limit?: number | null
  pageToken?: string | null
}

const HOUR = 3_600_000

function pick(metric: Api.SystemMetricName, counts: Json<Api.VirtualResourceCounts>): number {
  if (metric === 'cpus_provisioned') return counts.cpus
  if (metric === 'ram_provisioned') return counts.memory
  return counts.storage
}

/**
 * Provisioned totals over time: a step function that changes every few hours
 * (instances started and stopped, disks created) and ends at the current total.
 */
function measurements(metric: Api.SystemMetricName, scope: string, current: number, query: MetricQuery) {
  const end = query.endTime ? new Date(query.endTime).getTime() : Date.now()
  const start = query.startTime ? new Date(query.startTime).getTime() : end - 24 * HOUR
  if (!(start < end)) throw badRequest('start time must be before end time')
  const step = Math.max(10_000, Math.ceil((end - start) / 500))
  const unit = metric === 'cpus_provisioned' ? 1 : GiB
  const nowBucket = Math.floor(Date.now() / (3 * HOUR))
  const items: Json<Api.Measurement>[] = []
  for (let t = start; t < end; t += step) {
    const bucket = Math.floor(t / (3 * HOUR))
    const factor = bucket >= nowBucket ? 1 : 0.55 + 0.45 * unitHash(`${scope}:${metric}:${bucket}`)
    const datum = Math.round((current * factor) / unit) * unit
    items.push({ timestamp: new Date(t).toISOString(), datum: { type: 'i64', datum } })
  }
  if (query.order === 'descending') items.reverse()
  return paginated(query, items, byPosition)
}

export const metricHandlers = {
  /** The caller's silo, or one of its projects. */
  siloMetric({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const metric = path.metricName
    if (query.project) {
      const projectId = readableProject(user, query.project).id
      const current = pick(metric, provisioned(user.silo_id, projectId))
      return measurements(metric, projectId, current, query)
    }
    return measurements(metric, user.silo_id, pick(metric, provisioned(user.silo_id)), query)
  },

  /** The whole fleet, or one silo. */
  systemMetric({ path, query, ...ctx }) {
    fleetUser(ctx)
    const metric = path.metricName
    const siloId = query.silo ? lookupSilo({ silo: query.silo }).id : null
    const current = pick(metric, provisioned(siloId))
    return measurements(metric, siloId ?? 'fleet', current, query)
  },
} satisfies Partial<MSWHandlers>
