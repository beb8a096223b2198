import { listQuery, query } from '~/api/query'
import type { AuditWindow } from './audit-range'

/** Entries a page of the log holds: enough to scan, few enough that a week is read in a handful of pages. */
export const AUDIT_PAGE_SIZE = 100

/**
 * One page of the log for a window, newest first (the API's `time_and_id_descending`). Later pages repeat the
 * window beside their token, so every page is read for the same fixed span.
 */
export const auditLogPage = (window: AuditWindow, pageToken?: string) =>
  query('auditLogList', {
    query: {
      startTime: new Date(window.start),
      endTime: new Date(window.end),
      sortBy: 'time_and_id_descending',
      limit: AUDIT_PAGE_SIZE,
      pageToken,
    },
  })

/** The built-in users, to name them: a handful, read whole. */
export const builtinUserList = () => listQuery('userBuiltinList', { query: {} })

/** A silo's users, to name the silo users the log lists. */
export const siloUserList = (silo: string) => listQuery('siloUserList', { query: { silo } })
