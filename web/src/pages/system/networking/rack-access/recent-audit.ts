import { query } from '~/api/query'
import { RECENT_SOURCES_WINDOW_MS } from './recent-sources'

/** Entries a look at the audit log reads: the latest of the last day, where the user's own are likely among. */
const RECENT_ENTRIES = 200

/**
 * The latest audit log entries from `since` on, newest first, for where the signed-in user's requests came from.
 * `since` is fixed when the form opens, so the read is one read however often the form draws. Only the form
 * reads it, so it stays out of the route table every page loads.
 */
export const recentAuditEntries = (since: Date) =>
  query('auditLogList', {
    query: { startTime: since, sortBy: 'time_and_id_descending', limit: RECENT_ENTRIES },
  })

export const recentWindowStart = (now = Date.now()) => new Date(now - RECENT_SOURCES_WINDOW_MS)
