import { useCallback, useRef, useState } from 'react'
import useSWR, {
  type SWRConfiguration,
  mutate as swrMutate,
  preload as swrPreload,
  unstable_serialize,
} from 'swr'
import { SWRGlobalState, cache as swrCache } from 'swr/_internal'
import { Api } from './__generated__/Api'
import type { ApiResult } from './__generated__/http-client'
import { ApiError, processServerError } from './errors'
import { handleUnauthorized } from './session'

/** Same-origin client: the console is served by the API host, so cookies authenticate it. */
export const api = new Api({ host: '' })

type Methods = typeof api.methods
export type ApiMethod = keyof Methods
export type ApiParams<M extends ApiMethod> = Parameters<Methods[M]>[0]
export type ApiData<M extends ApiMethod> =
  Awaited<ReturnType<Methods[M]>> extends ApiResult<infer D> ? D : never
export type ApiKey<M extends ApiMethod> = readonly [M, ApiParams<M>]

/** Spec §7: no retry, a 2-second staleness window, no refetch on window focus. */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: 2000,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  errorRetryCount: 0,
}

/** Calls one API operation, resolving with its data or rejecting with an ApiError from the catalogue. */
export async function callApi<M extends ApiMethod>(method: M, params: ApiParams<M>): Promise<ApiData<M>> {
  // biome-ignore lint/suspicious/noExplicitAny: the generated methods share one call shape; M picks the types
  const fn = api.methods[method] as (p: unknown) => Promise<ApiResult<any>>
  const result = await fn(params)
  if (result.type === 'success') return result.data as ApiData<M>
  const error = processServerError(method, result)
  if (error.statusCode === 401 && method !== 'loginLocal') handleUnauthorized()
  throw error
}

const keyOf = <M extends ApiMethod>(method: M, params: ApiParams<M>): ApiKey<M> => [method, params]
const fetchKey = <M extends ApiMethod>([method, params]: ApiKey<M>) => callApi(method, params)

/** Reads an operation through the SWR cache. Pass `null` params to skip fetching. */
export function useApiQuery<M extends ApiMethod>(
  method: M,
  params: ApiParams<M> | null,
  config?: SWRConfiguration<ApiData<M>, ApiError>,
) {
  const key = params === null ? null : keyOf(method, params)
  return useSWR<ApiData<M>, ApiError, ApiKey<M> | null>(key, fetchKey, { ...swrConfig, ...config })
}

/**
 * Reads data that the route loader already preloaded; a page using it renders with data, never a spinner.
 * If it is somehow missing, that is a bug in the route's loader, so fail loudly.
 */
export function usePrefetchedApiQuery<M extends ApiMethod>(
  method: M,
  params: ApiParams<M>,
  config?: SWRConfiguration<ApiData<M>, ApiError>,
) {
  const result = useApiQuery(method, params, config)
  const data = result.data ?? peek(method, params)
  if (data === undefined) {
    if (result.error) throw result.error
    throw new Error(`${method} was not preloaded by the route loader`)
  }
  return { ...result, data }
}

/** Cached data for a key, if any. */
export function peek<M extends ApiMethod>(method: M, params: ApiParams<M>): ApiData<M> | undefined {
  return swrCache.get(unstable_serialize(keyOf(method, params)))?.data as ApiData<M> | undefined
}

/**
 * For route loaders: start the same request the page will read, so the page renders with data. When the cache
 * already holds the data the loader does not wait: the page shows it and SWR revalidates it on mount.
 * Errors (a 404 above all) reject, so the route shows its error screen.
 */
export async function preload<M extends ApiMethod>(method: M, params: ApiParams<M>): Promise<ApiData<M>> {
  const cached = peek(method, params)
  if (cached !== undefined) return cached
  // swr's preload hands this very request to the page's first read of the key, so it is fetched once
  try {
    const data = await (swrPreload(keyOf(method, params), fetchKey) as Promise<ApiData<M>>)
    await swrMutate(keyOf(method, params), data, { revalidate: false })
    return data
  } catch (e) {
    // swr would hand a failed preload to the next read of the key, even after the cause (a lost session) is gone
    delete preloads()[unstable_serialize(keyOf(method, params))]
    throw e
  }
}

// swr's per-cache bookkeeping: [revalidators, mutations, requests in flight (for dedup), preloads]
const swrState = () => SWRGlobalState.get(swrCache) as unknown[] | undefined
/** swr's table of preloaded requests waiting for their first read. */
const preloads = () => swrState()?.[3] as Record<string, unknown>

/** Marks every cached read of `method` stale and refetches those on screen. */
export function invalidate(method: ApiMethod) {
  return swrMutate((key) => Array.isArray(key) && key[0] === method)
}

/** Drops every cached response, e.g. when the signed-in user changes. */
export function clearApiCache() {
  for (const key of [...swrCache.keys()]) swrCache.delete(key)
  // also forget requests in flight and preloads, so nothing fetched for the previous user is handed out again
  for (const table of [swrState()?.[1], swrState()?.[2], preloads()]) {
    for (const key of Object.keys((table as Record<string, unknown>) ?? {}))
      delete (table as Record<string, unknown>)[key]
  }
}

type MutationOptions<M extends ApiMethod> = {
  onSuccess?: (data: ApiData<M>, params: ApiParams<M>) => unknown
  onError?: (error: ApiError, params: ApiParams<M>) => void
}

type MutationState = { isPending: boolean; error: ApiError | null }

/**
 * A write operation: `mutate(params)` resolves with the data or rejects with an ApiError. `isPending` and
 * `error` describe the latest call, for the form or button that sent it.
 */
export function useApiMutation<M extends ApiMethod>(method: M, options: MutationOptions<M> = {}) {
  const [state, setState] = useState<MutationState>({ isPending: false, error: null })
  const optionsRef = useRef(options)
  optionsRef.current = options
  const mutate = useCallback(
    async (params: ApiParams<M>) => {
      setState({ isPending: true, error: null })
      try {
        const data = await callApi(method, params)
        setState({ isPending: false, error: null })
        await optionsRef.current.onSuccess?.(data, params)
        return data
      } catch (e) {
        const error = e instanceof ApiError ? e : new ApiError({ message: String(e) })
        setState({ isPending: false, error })
        optionsRef.current.onError?.(error, params)
        throw error
      }
    },
    [method],
  )
  const reset = useCallback(() => setState({ isPending: false, error: null }), [])
  return { mutate, isPending: state.isPending, error: state.error, reset }
}
