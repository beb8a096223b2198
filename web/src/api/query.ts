import { DEFAULT_PAGE_SIZE } from '~/util/constants'
import type { ApiData, ApiMethod, ApiParams } from './client'

/**
 * One read of the API, declared once: the loader that preloads it, the page that reads it, QueryTable and list
 * polling all take the same object, so its cache key is written in one place.
 */
export type Query<M extends ApiMethod = ApiMethod> = {
  readonly method: M
  readonly params: ApiParams<M>
  /** The cache key: the method and its params, serialised with sorted keys, leaving out undefined values. */
  readonly key: string
  /** A list read to its end: every page, one after the other, as one list (`ListQuery.all`). */
  readonly allPages?: true
}

/** Params as a stable string: `{ b: 1, a: undefined }` and `{ b: 1 }` are the same read. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value instanceof Date) return JSON.stringify(value.toISOString())
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The key prefix every read of `method` shares, for invalidating them together. */
export const keyPrefix = (method: ApiMethod) => `${method} `

export function query<M extends ApiMethod>(method: M, params: ApiParams<M>): Query<M> {
  return { method, params, key: `${keyPrefix(method)}${stableJson(params)}` }
}

// ---------------------------------------------------------------------------------------------------
// Lists

type Page<T> = { items: T[]; nextPage?: string | null }

/** Operations that return one page of a list. */
export type ListMethod = {
  [M in ApiMethod]: ApiData<M> extends Page<unknown> ? M : never
}[ApiMethod]
export type RowOf<M extends ListMethod> = ApiData<M> extends Page<infer T> ? T : never

export type PageParams = { limit: number; pageToken?: string }

/**
 * Pickers and name lookups read a whole list, in pages of this many items (the most the API returns in a page).
 * Every such read of a list uses it, so a list is cached once however many pickers show it.
 */
export const PICKER_PAGE_SIZE = 1000

export type ListQuery<M extends ListMethod = ListMethod> = {
  readonly method: M
  /** One page of the list, as QueryTable shows it. */
  page: (page: PageParams) => Query<M>
  /**
   * The whole list, read page after page of PICKER_PAGE_SIZE to its end: for pickers and name lookups, which
   * must never leave out what is past the first page without a word.
   */
  all: () => Query<M>
}

/** A list read with `params` minus paging; the page or the whole list is picked where it is read. */
export function listQuery<M extends ListMethod>(method: M, params: ApiParams<M>): ListQuery<M> {
  const base = params as { query?: Record<string, unknown> }
  const page = ({ limit, pageToken }: PageParams) =>
    query(method, { ...base, query: { ...base.query, limit, pageToken } } as ApiParams<M>)
  const all = () => {
    const first = page({ limit: PICKER_PAGE_SIZE })
    return { ...first, key: `${first.key} all`, allPages: true } as const
  }
  return { method, page, all }
}

/** The page a list URL shows: `?limit=` (default 50) and `?page=` (a page token). */
export function pageFromSearch(search: URLSearchParams): PageParams {
  return {
    limit: Number(search.get('limit')) || DEFAULT_PAGE_SIZE,
    pageToken: search.get('page') || undefined,
  }
}

/** The page a loader's request is for: the same page QueryTable reads from the URL. */
export const pageOfRequest = (request: Request) => pageFromSearch(new URL(request.url).searchParams)
