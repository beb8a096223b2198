import useSWR, { type SWRConfiguration } from 'swr'
import { type ApiMethod, type ApiParams, callApi } from './client'
import type { ApiError } from './errors'
import type { ListMethod, RowOf } from './query'
import { swrConfig } from './query-cache'

/**
 * A read whose request depends on when it is made, such as a chart of "the last hour": `read` builds and sends
 * the request each time it runs, so a `refreshInterval` moves the range on instead of asking for the same hour
 * again. `key` names the read without the time (the chart and the range's name), and the previous answer stays
 * on screen while the next one loads, so a chart never flashes empty on a refresh or a change of range.
 */
export function useLiveRead<T>(
  key: string | null,
  read: () => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
) {
  return useSWR<T, ApiError, string | null>(key === null ? null : `live ${key}`, read, {
    ...swrConfig,
    keepPreviousData: true,
    ...config,
  })
}

/** The most rows the API returns in one page. */
const MAX_PAGE = 1000

/**
 * Every row of a paged list, page after page until the API has no more: a chart of a long range must not stop
 * at the first page.
 */
export async function fetchAllPages<M extends ListMethod>(
  method: M,
  params: ApiParams<M>,
): Promise<RowOf<M>[]> {
  const base = params as { query?: Record<string, unknown> }
  const rows: RowOf<M>[] = []
  let pageToken: string | undefined
  do {
    const page = (await callApi(
      method as ApiMethod,
      {
        ...base,
        query: { ...base.query, limit: MAX_PAGE, pageToken },
      } as ApiParams<M>,
    )) as { items: RowOf<M>[]; nextPage?: string | null }
    rows.push(...page.items)
    pageToken = page.nextPage ?? undefined
  } while (pageToken)
  return rows
}
