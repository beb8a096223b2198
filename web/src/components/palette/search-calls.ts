import {
  type ApiData,
  ApiError,
  type ApiMethod,
  type ApiParams,
  type ListMethod,
  processNetworkError,
  type RowOf,
} from '~/api'
import type { ApiResult } from '~/api/__generated__/http-client'
import { clientFor, settle } from '~/api/client'
import { readsNextPage } from './search-rules'

// The calls a search makes: each one cancelled with the search (its request aborted) as the user types on, and
// each failing as callApi's do (an ApiError from the catalogue; a 401 sends the user to sign in again). What
// the data layer's index offers comes through it, as it does for the pages, whose code the palette's then shares.

/**
 * One call of the API that `signal` aborts. A 404 is what most lookups of a search get (a name asked for in every
 * project is in one of them at most): it rejects as an ApiError like any other, but is not logged as a failure.
 */
export async function callWith<M extends ApiMethod>(
  signal: AbortSignal,
  method: M,
  params: ApiParams<M>,
): Promise<ApiData<M>> {
  const api = await clientFor(method)
  signal.throwIfAborted()
  const send = api.methods[method] as (p: unknown, init: RequestInit) => Promise<ApiResult<unknown>>
  let result: ApiResult<unknown>
  try {
    result = await send(params, { signal })
  } catch (error) {
    throw signal.aborted ? error : processNetworkError(method, error)
  }
  if (result.type === 'error' && result.response.status === 404) {
    throw new ApiError({ message: result.data?.message ?? 'Not found', statusCode: 404 })
  }
  return settle(method, result)
}

export type Paging = { signal: AbortSignal; pageSize: number; maxPages: number }

/**
 * Reads a list a page at a time, at most `maxPages` pages, handing each page's rows to `onPage` (with whether the
 * list goes on) before asking for the next. Resolves with whether rows were left unread.
 */
export async function readPages<M extends ListMethod>(
  method: M,
  params: ApiParams<M>,
  { signal, pageSize, maxPages }: Paging,
  onPage: (rows: RowOf<M>[], more: boolean) => void | Promise<void>,
): Promise<{ cut: boolean }> {
  const base = params as { query?: Record<string, unknown> }
  let pagesRead = 0
  let next: string | undefined
  while (readsNextPage(pagesRead, next, maxPages)) {
    const query = { ...base.query, limit: pageSize, pageToken: next }
    const page = (await callWith(signal, method, { ...base, query } as ApiParams<M>)) as {
      items: RowOf<M>[]
      nextPage?: string | null
    }
    pagesRead++
    next = page.nextPage ?? undefined
    await onPage(page.items, next !== undefined)
    signal.throwIfAborted()
  }
  return { cut: next !== undefined }
}

/** Runs `work` on each item, `atOnce` at a time, in order; stops taking items once `signal` is aborted. */
export async function inTurns<T>(
  items: readonly T[],
  atOnce: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let i = 0
  const worker = async () => {
    while (i < items.length && !signal.aborted) await work(items[i++])
  }
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker))
}
