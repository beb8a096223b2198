import type { useSWRConfig } from 'swr'
import { QUERY_STALE_MS } from '~/util/constants'
import { type ApiData, type ApiMethod, type ApiParams, callApi } from './client'
import { keyPrefix, type Query } from './query'

// What route loaders need: starting reads before anything renders, without SWR itself, so that the route tree
// (and the sign-in page) can preload and clear without loading the cache library. SWR's cache joins in once the
// signed-in shell renders it (query-cache.tsx binds it here).

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

/** The cache functions of the SWR configuration the app renders under, once it has rendered. */
let swr: ReturnType<typeof useSWRConfig> | null = null

export function bindSwrCache(config: ReturnType<typeof useSWRConfig>) {
  swr = config
}

const isFresh = (p: Preload) =>
  !p.stale && (p.settledAt === undefined || performance.now() - p.settledAt < QUERY_STALE_MS)

/** Reads a query: one call, or for a whole list (`allPages`) every page in turn, as one list. */
async function read<M extends ApiMethod>(q: Query<M>): Promise<ApiData<M>> {
  if (!q.allPages) return callApi(q.method, q.params)
  type Paged = { items: unknown[]; nextPage?: string | null }
  const params = q.params as { query?: Record<string, unknown> }
  const first = (await callApi(q.method, q.params)) as Paged
  const items = [...first.items]
  for (let token = first.nextPage; token; ) {
    const page = (await callApi(q.method, {
      ...params,
      query: { ...params.query, pageToken: token },
    } as ApiParams<M>)) as Paged
    items.push(...page.items)
    token = page.nextPage
  }
  return { ...first, items, nextPage: null } as ApiData<M>
}

/** Fetches a query for SWR, taking over a fresh preloaded request of the same key instead of asking twice. */
export function fetchQuery<M extends ApiMethod>(q: Query<M>): Promise<ApiData<M>> {
  const pending = preloads.get(q.key)
  if (pending && !pending.handedOver && isFresh(pending)) {
    pending.handedOver = true
    return pending.promise as Promise<ApiData<M>>
  }
  return read(q)
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

  const entry: Preload = { promise: read(q), handedOver: false, stale: false }
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

/** The answer a preload got, for a page whose loader waited for it while SWR has nothing yet. */
export const preloadedData = (q: Query) => preloads.get(q.key)?.data

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
