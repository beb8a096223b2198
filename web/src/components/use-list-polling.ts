import { type ApiParams, useApiQuery } from '~/api/client'
import { type ListMethod, type RowOf, usePageParams } from './QueryTable'

/** How often a list with rows in a transitional state refetches. */
export const POLL_MS = 2000

/**
 * The refresh interval for a QueryTable: POLL_MS while any row on the page shown is still changing state, 0
 * (no polling) once none is. It reads the very page the table reads, so it costs no extra request.
 */
export function useListPolling<M extends ListMethod>(
  method: M,
  params: ApiParams<M>,
  isBusy: (row: RowOf<M>) => boolean,
): number {
  const { limit, pageToken } = usePageParams()
  const base = params as { query?: Record<string, unknown> }
  const withPage = { ...base, query: { ...base.query, limit, pageToken } } as ApiParams<M>
  const { data } = useApiQuery(method, withPage, { keepPreviousData: true })
  const rows = (data as { items?: RowOf<M>[] } | undefined)?.items ?? []
  return rows.some(isBusy) ? POLL_MS : 0
}
