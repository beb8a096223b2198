import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import useSWR, { SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr'
import { QUERY_STALE_MS } from '~/util/constants'
import type { ApiData, ApiMethod } from './client'
import type { ApiError } from './errors'
import { bindSwrCache, fetchQuery, peek, preloadedData } from './preload'
import type { Query } from './query'

/** Queries are cached with no retry, a 2-second staleness window and no refetch on window focus. */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: QUERY_STALE_MS,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  errorRetryCount: 0,
}

function BindCache() {
  // an assignment, not state: the same functions on every render, needed by event handlers and loaders
  bindSwrCache(useSWRConfig())
  return null
}

/**
 * SWR configured the app's way, with the cache functions made available to loaders and actions. The signed-in
 * shell renders it, so the sign-in and device pages never load SWR.
 */
export function ApiCacheProvider({ children, isolated }: { children: ReactNode; isolated?: boolean }) {
  // tests render one provider each with a cache of its own, so nothing leaks from test to test
  const value = isolated ? { ...swrConfig, provider: () => new Map() } : swrConfig
  return (
    <SWRConfig value={value}>
      <BindCache />
      {children}
    </SWRConfig>
  )
}

/** Reads a query through the SWR cache. Pass `null` to read nothing. */
export function useApiQuery<M extends ApiMethod>(
  q: Query<M> | null,
  config?: SWRConfiguration<ApiData<M>, ApiError>,
) {
  return useSWR<ApiData<M>, ApiError, string | null>(q?.key ?? null, () => fetchQuery(q as Query<M>), {
    ...swrConfig,
    ...config,
  })
}

/**
 * For a page's own reads: a read again that finds what the page shows gone (404: deleted in another tab, or by
 * someone else) shows Page not found, as the loader's first read would, rather than the last state under a
 * notice. Not while the page is being left anyway (its own Delete leads away from it).
 */
export function useNotFoundWhenGone(error: ApiError | undefined) {
  const leaving = useNavigation().state !== 'idle'
  if (error?.statusCode === 404 && !leaving) throw error
}

/**
 * Reads a query a loader may have started: what the loader read shows from the first render, until the cache
 * takes it over. Unlike usePrefetchedApiQuery, a read that failed or never ran is left to the caller to show.
 */
export function usePreloadedApiQuery<M extends ApiMethod>(
  q: Query<M> | null,
  config?: SWRConfiguration<ApiData<M>, ApiError>,
) {
  const result = useApiQuery(q, config)
  return { ...result, data: result.data ?? (q ? peek(q) : undefined) }
}

/**
 * Reads a query its route's loader preloaded, so the page renders with data and never a spinner. If the data
 * is somehow missing, that is a bug in the route's loader, so it fails loudly. A read that finds it gone shows
 * Page not found (`useNotFoundWhenGone`).
 */
export function usePrefetchedApiQuery<M extends ApiMethod>(
  q: Query<M>,
  config?: SWRConfiguration<ApiData<M>, ApiError>,
) {
  const result = useApiQuery(q, config)
  useNotFoundWhenGone(result.error)
  const data = result.data ?? (preloadedData(q) as ApiData<M> | undefined)
  if (data === undefined) {
    if (result.error) throw result.error
    throw new Error(`${q.method} was not preloaded by the route loader`)
  }
  return { ...result, data }
}
