import { loadOnce } from '~/util/load-once'
import { isCodeLoadError, reloadForNewCode } from '~/util/new-code'
import type { Api } from './__generated__/Api'
import type { ApiResult } from './__generated__/http-client'
import { ApiError, processNetworkError, processServerError } from './errors'
import { handleUnauthorized } from './session'

/**
 * The API client (instance.ts), downloaded once: the signed-in area loads it with its routes, and a public page
 * that can send a request once it has shown. A failed download is not kept, but browsers keep a module that
 * failed to download as failed: `callApi` then loads the page again.
 */
export const loadApiClient: () => Promise<Api> = loadOnce(() => import('./instance').then((m) => m.api))

type Methods = Api['methods']
export type ApiMethod = keyof Methods
export type ApiParams<M extends ApiMethod> = Parameters<Methods[M]>[0]
export type ApiData<M extends ApiMethod> =
  Awaited<ReturnType<Methods[M]>> extends ApiResult<infer D> ? D : never

/** The API client for a call of `method`; a failure to download it rejects as that call's ApiError. */
export async function clientFor(method: ApiMethod): Promise<Api> {
  try {
    return await loadApiClient()
  } catch (error) {
    // the client's code did not arrive (the network, or an update that removed it): only a fresh load of the
    // page gets it, which reloadForNewCode does when online and not done within the last minute
    if (isCodeLoadError(error)) reloadForNewCode()
    throw processNetworkError(method, error)
  }
}

/** A call's result as callApi resolves or rejects with it: the data, or an ApiError from the catalogue. */
export function settle<M extends ApiMethod>(method: M, result: ApiResult<unknown>): ApiData<M> {
  if (result.type === 'success') return result.data as ApiData<M>
  const error = processServerError(method, result)
  // a wrong password is the login form's own business; any other 401 means the session is gone
  if (error.statusCode === 401 && method !== 'loginLocal') handleUnauthorized()
  throw error
}

/** Calls one API operation, resolving with its data or rejecting with an ApiError from the catalogue. */
export async function callApi<M extends ApiMethod>(method: M, params: ApiParams<M>): Promise<ApiData<M>> {
  const api = await clientFor(method)
  let result: ApiResult<unknown>
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the generated methods share one call shape; M picks the types
    const fn = api.methods[method] as (p: unknown) => Promise<ApiResult<any>>
    result = await fn(params)
  } catch (error) {
    throw processNetworkError(method, error)
  }
  return settle(method, result)
}

/** Anything a call rejects with, as the ApiError the rest of the app shows. */
export const asApiError = (e: unknown): ApiError =>
  e instanceof ApiError ? e : new ApiError({ message: e instanceof Error ? e.message : String(e) })
