import type { SortDirection } from '~/ui/Table'
import { DEFAULT_PAGE_SIZE } from '~/util/constants'

/** How a table sorts by a column: the URL's name for it and the order of two rows. */
export type SortSpec<T> = { key: string; compare: (a: T, b: T) => number }

export type TableSort = { key: string; direction: SortDirection }

/**
 * The order the URL asks for, `?sort=serial_descending` (the API's way of naming sort modes), or the default
 * column ascending when it names no column the table can sort by.
 */
export function sortOf(search: URLSearchParams, keys: readonly string[], defaultKey: string): TableSort {
  const match = search.get('sort')?.match(/^(.+)_(ascending|descending)$/)
  if (match && keys.includes(match[1])) return { key: match[1], direction: match[2] as SortDirection }
  return { key: defaultKey, direction: 'ascending' }
}

/** The value of `?sort=` for an order: none for the default, so the plain URL is the default view. */
export const sortParam = (sort: TableSort, defaultKey: string) =>
  sort.key === defaultKey && sort.direction === 'ascending' ? null : `${sort.key}_${sort.direction}`

/** Pressing a column's header: the column ascending, or the other way round when it already sorts the table. */
export const nextSort = (current: TableSort, key: string): TableSort =>
  current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' }

/**
 * The rows in the order asked for; rows that compare equal keep the order of the default column, then the order
 * they came in (the API's), so the order is the same on every read. Descending turns the column's order round,
 * not the tie-breaks.
 */
export function sortRows<T>(
  rows: readonly T[],
  specs: readonly SortSpec<T>[],
  sort: TableSort,
  defaultKey: string,
) {
  const by = specs.find((s) => s.key === sort.key)
  const fallback = specs.find((s) => s.key === defaultKey)
  const sign = sort.direction === 'descending' ? -1 : 1
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        (by ? sign * by.compare(a.row, b.row) : 0) ||
        (fallback ? fallback.compare(a.row, b.row) : 0) ||
        a.index - b.index,
    )
    .map(({ row }) => row)
}

/** The page of rows the URL shows: `?limit=` rows a page (as paged lists have it) and `?page=`, from 1. */
export function pageOfRows<T>(rows: readonly T[], search: URLSearchParams) {
  const limit = Number(search.get('limit')) || DEFAULT_PAGE_SIZE
  const pages = Math.max(1, Math.ceil(rows.length / limit))
  const asked = Math.floor(Number(search.get('page')))
  const page = Number.isFinite(asked) && asked >= 1 ? Math.min(asked, pages) : 1
  return { limit, page, pages, rows: rows.slice((page - 1) * limit, page * limit) }
}
