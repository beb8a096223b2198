import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { paginated } from '~mock/toolkit/paginate'

export const auditHandlers = {
  /**
   * Ordered by completion time, as Nexus orders it; `id` breaks ties. The first page needs a start time; the
   * pages after it follow their token (the console sends the window again with it, which narrows nothing).
   */
  auditLogList({ query, ...ctx }) {
    fleetUser(ctx)
    if (!query.startTime && !query.pageToken) throw badRequest('start_time is required')
    const start = query.startTime ? new Date(query.startTime).toISOString() : null
    const end = query.endTime ? new Date(query.endTime).toISOString() : null
    if (start && end && end < start) throw badRequest('end_time must not be before start_time')
    const rows = db.auditLog.filter(
      (e) => (!start || e.time_completed >= start) && (!end || e.time_completed < end),
    )
    const descending = query.sortBy === 'time_and_id_descending'
    return paginated(query, rows, { key: (e) => `${e.time_completed}|${e.id}`, descending })
  },
} satisfies Partial<MSWHandlers>
