import { type ListMethod, type ListQuery, type RowOf, useApiQuery } from '~/api'
import { POLL_MS } from '~/util/constants'
import { usePageQuery } from './QueryTable'
import { type StateAnnouncement, useStateAnnouncer } from './use-state-announcer'

/**
 * The refresh interval for a QueryTable: POLL_MS while any row on the page shown is still changing state, 0
 * (no polling) once none is. It reads the very page the table reads, so it costs no extra request. With
 * `announce`, a row's change of state between two reads is said to screen readers.
 */
export function useListPolling<M extends ListMethod>(
  list: ListQuery<M>,
  isBusy: (row: RowOf<M>) => boolean,
  announce?: StateAnnouncement<RowOf<M> & { id: string }>,
): number {
  const { data } = useApiQuery(usePageQuery(list), { keepPreviousData: true })
  const items = (data as { items?: (RowOf<M> & { id: string })[] } | undefined)?.items
  useStateAnnouncer(items, announce)
  return (items ?? []).some(isBusy) ? POLL_MS : 0
}
