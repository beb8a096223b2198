import { type ApiData, type ApiMethod, peek, type Query, useLiveRead } from '~/api'
import { fetchQuery } from '~/api/preload'

/**
 * Reads of one kind made together (each group's members, each project's policy) as one answer, in the order
 * asked. What the route's loader read is shown at once and its fresh requests are taken over rather than sent
 * again; a later read (the page shown again) asks anew. Undefined until every read has answered; the first
 * failure is its error.
 */
export function useEachRead<M extends ApiMethod>(name: string, queries: readonly Query<M>[] | null) {
  const cached = queries?.map((q) => peek(q))
  const ready = cached?.every((d) => d !== undefined) ? (cached as ApiData<M>[]) : undefined
  const key = queries && `${name} ${queries.map((q) => q.key).join(' | ')}`
  return useLiveRead(key, () => Promise.all((queries ?? []).map((q) => fetchQuery(q))), {
    fallbackData: ready,
  })
}
