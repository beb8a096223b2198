import { badRequest } from '~mock/errors'

export const DEFAULT_PAGE_SIZE = 50

export type SortMode = 'name_ascending' | 'name_descending' | 'id_ascending'

/** The camel-cased query the generated handlers receive for list endpoints. */
export type PageQuery = {
  limit?: number | null
  pageToken?: string | null
  sortBy?: SortMode | string | null
}

export type Page<T> = { items: T[]; next_page: string | null }

/**
 * How a list is ordered, when its rows are not plain `{ id, name }` resources:
 * - `id` and `name`: where the rows keep them, and `sort_by` chooses between them as usual;
 * - `key`: one fixed order that `sort_by` does not change (time-ordered logs, versions, rows keyed by silo),
 *   ascending unless `descending`. The key must be unique; `byPosition` keeps the list's own order.
 */
export type PageOrder<T> =
  | { id: (row: T) => string; name: (row: T) => string }
  | { key: (row: T, index: number) => string; descending?: boolean }

/** Pages an already ordered list as it is (metric samples, which have no natural key). */
export const byPosition = { key: (_row: unknown, index: number) => String(index).padStart(16, '0') }

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

/** The sort a page uses and the key of each row under it. */
function sortOf<T>(
  query: PageQuery,
  token: Token | null,
  rows: readonly T[],
  order: PageOrder<T> | undefined,
): { sort: SortMode; keyOf: (row: T, index: number) => string } {
  if (order && 'key' in order) {
    // a fixed order: only its direction is carried in the token
    return {
      sort: token?.sort ?? (order.descending ? 'name_descending' : 'name_ascending'),
      keyOf: order.key,
    }
  }
  const idOf = order?.id ?? ((row: T) => (row as { id: string }).id)
  const nameOf = order?.name ?? ((row: T) => (row as { name?: unknown }).name)
  const hasNames = rows.every((row) => typeof nameOf(row) === 'string')
  const sort: SortMode =
    token?.sort ?? (isSortMode(query.sortBy) ? query.sortBy : hasNames ? 'name_ascending' : 'id_ascending')
  if (sort !== 'id_ascending' && !hasNames) throw badRequest(`cannot sort by ${sort}: items have no names`)
  return { sort, keyOf: sort === 'id_ascending' ? idOf : (row) => String(nameOf(row)) }
}

/**
 * One page of `items` the way Nexus pages: sorted by `sort_by` (name ascending by default when the rows
 * have names, else id), `limit` rows (default 50), and a `next_page` token naming the last row shown, null
 * on the last page. A page token carries its own sort order, so `sort_by` is ignored when one is given.
 */
export function paginated<T extends { id: string }>(query: PageQuery, items: readonly T[]): Page<T>
export function paginated<T>(query: PageQuery, items: readonly T[], order: PageOrder<T>): Page<T>
export function paginated<T>(query: PageQuery, items: readonly T[], order?: PageOrder<T>): Page<T> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE
  const token = query.pageToken ? decodeToken(query.pageToken) : null
  const { sort, keyOf } = sortOf(query, token, items, order)

  const direction = sort === 'name_descending' ? -1 : 1
  const compare = (a: string, b: string) => (a < b ? -direction : a > b ? direction : 0)
  const keyed = items.map((row, index) => ({ row, key: keyOf(row, index) }))
  const sorted = keyed.sort((a, b) => compare(a.key, b.key))
  const rest = token ? sorted.filter((entry) => compare(entry.key, token.after) > 0) : sorted

  const page = rest.slice(0, limit)
  const last = page.at(-1)
  const next_page = rest.length > limit && last ? encodeToken({ sort, after: last.key }) : null
  return { items: page.map((entry) => entry.row), next_page }
}
