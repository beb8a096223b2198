import type { ReactNode } from 'react'
import useSWR, { SWRConfig, type SWRConfiguration, useSWRConfig } from 'swr'
import { QUERY_STALE_MS } from '~/util/constants'
import { type ApiData, type ApiMethod, callApi } from './client'
import type { ApiError } from './errors'
import { keyPrefix, type Query } from './query'

/** Queries are cached with no retry, a 2-second staleness window and no refetch on window focus. */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: QUERY_STALE_MS,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  errorRetryCount: 0,
}

/**
 * Requests that route loaders started ahead of the page. SWR's own cache is only reachable from inside React,
 * and loaders run before the page renders (at start-up even before anything renders), so the loader's request
 * and its answer wait here until the page's first read of the same key takes them over.
 */
type Preload = {
  promise: Promise<unknown>
  data?: unknown
  settledAt?: number
  handedOver: boolean
  /**
   * Set by `invalidate`: the answer may predate a write, so no read takes the request over (it asks again),
   * but a page whose loader waited for it may still render its data while that fresh read is on its way.
   */
  stale: boolean
}
const preloads = new Map<string, Preload>()

/** The cache functions of the SWR configuration the app renders under, whatever its cache provider. */
let swr: ReturnType<typeof useSWRConfig> | null = null

function BindCache() {
  // an assignment, not state: the same functions on every render, needed by event handlers and loaders
  swr = useSWRConfig()
  return null
}

/** SWR configured the app's way, with the cache functions made available to loaders and actions. */
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

const isFresh = (p: Preload) =>
  !p.stale && (p.settledAt === undefined || performance.now() - p.settledAt < QUERY_STALE_MS)

/** Fetches a query for SWR, taking over a fresh preloaded request of the same key instead of asking twice. */
function fetchQuery<M extends ApiMethod>(q: Query<M>): Promise<ApiData<M>> {
  const pending = preloads.get(q.key)
  if (pending && !pending.handedOver && isFresh(pending)) {
    pending.handedOver = true
    return pending.promise as Promise<ApiData<M>>
  }
  return callApi(q.method, q.params)
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
 * Reads a query its route's loader preloaded, so the page renders with data and never a spinner. If the data
 * is somehow missing, that is a bug in the route's loader, so it fails loudly.
 */
export function usePrefetchedApiQuery<M extends ApiMethod>(
  q: Query<M>,
  config?: SWRConfiguration<ApiData<M>, ApiError>,
) {
  const result = useApiQuery(q, config)
  const data = result.data ?? (preloads.get(q.key)?.data as ApiData<M> | undefined)
  if (data === undefined) {
    if (result.error) throw result.error
    throw new Error(`${q.method} was not preloaded by the route loader`)
  }
  return { ...result, data }
}

/** What the cache holds for a query, if anything: SWR's entry, else the answer to a preload. */
export function peek<M extends ApiMethod>(q: Query<M>): ApiData<M> | undefined {
  const cached = swr?.cache.get(q.key)?.data
  return (cached ?? preloads.get(q.key)?.data) as ApiData<M> | undefined
}

/**
 * For route loaders: starts the request the page will read, so the page renders with data. When the cache holds
 * the data already, the loader does not wait: the page shows it and SWR revalidates it on mount. Errors (a 404
 * above all) reject, so the route shows its error screen, and a failed preload is forgotten, so the next read
 * asks again instead of being handed the old failure.
 */
export function preload<M extends ApiMethod>(q: Query<M>): Promise<ApiData<M>> {
  const cached = peek(q)
  if (cached !== undefined) return Promise.resolve(cached)
  const pending = preloads.get(q.key)
  if (pending && !pending.handedOver && isFresh(pending)) return pending.promise as Promise<ApiData<M>>

  const entry: Preload = { promise: callApi(q.method, q.params), handedOver: false, stale: false }
  preloads.set(q.key, entry)
  entry.promise.then(
    (data) => {
      entry.data = data
      entry.settledAt = performance.now()
    },
    () => {
      if (preloads.get(q.key) === entry) preloads.delete(q.key)
    },
  )
  return entry.promise as Promise<ApiData<M>>
}

/**
 * Marks every cached read of `method` stale and refetches those on screen. Preloads are marked rather than
 * dropped: a loader may be waiting on one right now (a form that navigates and then invalidates), and its page
 * still needs data to render while the fresh read is on its way.
 */
export function invalidate(method: ApiMethod): Promise<unknown> {
  const prefix = keyPrefix(method)
  for (const [key, entry] of preloads) if (key.startsWith(prefix)) entry.stale = true
  return swr?.mutate((key: unknown) => typeof key === 'string' && key.startsWith(prefix)) ?? Promise.resolve()
}

/** Drops every cached response and request in flight, e.g. when the signed-in user changes. */
export function clearApiCache() {
  preloads.clear()
  swr?.unload({ revalidate: false })
}

/** Between tests: forget preloads and the last provider's cache. */
export function resetApiCache() {
  preloads.clear()
  swr = null
}
