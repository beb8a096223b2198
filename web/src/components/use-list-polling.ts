import { type ListMethod, type ListQuery, type RowOf, useApiQuery } from '~/api'
import { POLL_MS } from '~/util/constants'
import { usePageQuery } from './QueryTable'

/**
 * The refresh interval for a QueryTable: POLL_MS while any row on the page shown is still changing state, 0
 * (no polling) once none is. It reads the very page the table reads, so it costs no extra request.
 */
export function useListPolling<M extends ListMethod>(
  list: ListQuery<M>,
  isBusy: (row: RowOf<M>) => boolean,
): number {
  const { data } = useApiQuery(usePageQuery(list), { keepPreviousData: true })
  const rows = (data as { items?: RowOf<M>[] } | undefined)?.items ?? []
  return rows.some(isBusy) ? POLL_MS : 0
}
