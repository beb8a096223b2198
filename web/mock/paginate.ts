import { badRequest } from './errors'

export const DEFAULT_PAGE_SIZE = 50

export type SortMode = 'name_ascending' | 'name_descending' | 'id_ascending'

/** The camel-cased query the generated handlers receive for list endpoints. */
export type PageQuery = {
  limit?: number | null
  pageToken?: string | null
  sortBy?: SortMode | string | null
}

export type Page<T> = { items: T[]; next_page: string | null }

type Token = { sort: SortMode; after: string }

// base64url of JSON: opaque to clients and never all digits, which matters because
// the generated param parser turns numeric-looking query values into numbers
function encodeToken(token: Token): string {
  return btoa(JSON.stringify(token)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function decodeToken(raw: string): Token {
  try {
    const parsed = JSON.parse(atob(raw.replace(/-/g, '+').replace(/_/g, '/')))
    if (isSortMode(parsed?.sort) && typeof parsed.after === 'string') return parsed
  } catch {
    // fall through to the error below
  }
  throw badRequest('unable to parse pagination token')
}

function isSortMode(value: unknown): value is SortMode {
  return value === 'name_ascending' || value === 'name_descending' || value === 'id_ascending'
}

function sortKey(item: { id: string; name?: unknown }, sort: SortMode): string {
  return sort === 'id_ascending' ? item.id : String(item.name)
}

/**
 * One page of `items` the way Nexus pages: sorted by `sort_by` (name ascending
 * by default when the rows have names, else id), `limit` rows (default 50), and
 * a `next_page` token naming the last row shown, null on the last page. A page
 * token carries its own sort order, so `sort_by` is ignored when one is given.
 */
export function paginated<T extends { id: string }>(query: PageQuery, items: readonly T[]): Page<T> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE
  const token = query.pageToken ? decodeToken(query.pageToken) : null
  const hasNames = items.every((item) => typeof (item as { name?: unknown }).name === 'string')
  const sort: SortMode =
    token?.sort ?? (isSortMode(query.sortBy) ? query.sortBy : hasNames ? 'name_ascending' : 'id_ascending')
  if (sort !== 'id_ascending' && !hasNames) throw badRequest(`cannot sort by ${sort}: items have no names`)

  const direction = sort === 'name_descending' ? -1 : 1
  const compare = (a: string, b: string) => (a < b ? -direction : a > b ? direction : 0)
  const sorted = [...items].sort((a, b) => compare(sortKey(a, sort), sortKey(b, sort)))
  const rest = token ? sorted.filter((item) => compare(sortKey(item, sort), token.after) > 0) : sorted

  const page = rest.slice(0, limit)
  const last = page.at(-1)
  const next_page = rest.length > limit && last ? encodeToken({ sort, after: sortKey(last, sort) }) : null
  return { items: page, next_page }
}
