import type { ReactNode } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import {
  type ListMethod,
  type ListQuery,
  pageFromSearch,
  type RowOf,
  useApiQuery,
  useNotFoundWhenGone,
} from '~/api'
import { Pagination } from '~/ui/Pagination'
import { Spinner } from '~/ui/Spinner'
import { Table } from '~/ui/Table'
import { DEFAULT_PAGE_SIZE } from '~/util/constants'
import { inSentence } from '~/util/format'
import { BulkSlot } from './bulk/BulkSlot'
import type { BulkActions } from './bulk/bulk-offer'
import { selectAllLabel } from './bulk/selection-words'
import { useRowSelection } from './bulk/use-row-selection'
import s from './QueryTable.module.css'
import { RefreshFailed } from './RefreshFailed'
import type { RequestItem } from './show-request/request-items'
import { PAGE_SIZE_OPTIONS, TableHead, TableRows } from './TableRows'

type Page<T> = { items: T[]; nextPage?: string | null }

export type Column<T> = { header: string; cell: (row: T) => ReactNode; numeric?: boolean }

/**
 * The page token and size live in the URL, so a page of a list is linkable and Back works. Cursor tokens only
 * lead forwards, so the tokens of earlier pages ride along in the history entry's state for Previous.
 */
function usePageParams() {
  const [search, setSearch] = useSearchParams()
  const location = useLocation()
  const stack: string[] = (location.state as { pageStack?: string[] } | null)?.pageStack ?? []
  const { limit, pageToken } = pageFromSearch(search)
  const go = (next: { limit?: number; page?: string }, pageStack: string[]) => {
    const params = new URLSearchParams(search)
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || (k === 'limit' && v === DEFAULT_PAGE_SIZE)) params.delete(k)
      else params.set(k, String(v))
    }
    setSearch(params, { preventScrollReset: true, state: { pageStack } })
  }
  return {
    limit,
    pageToken,
    next: (token: string) => go({ page: token }, [...stack, pageToken ?? '']),
    // A page opened from a link has no history of tokens: Previous then goes to the first page.
    prev: () => go({ page: stack.at(-1) || undefined }, stack.slice(0, -1)),
    setLimit: (size: number) => go({ limit: size, page: undefined }, []),
  }
}

/** The page of `list` the URL shows, as QueryTable reads it. */
export function usePageQuery<M extends ListMethod>(list: ListQuery<M>) {
  const { limit, pageToken } = usePageParams()
  return list.page({ limit, pageToken })
}

type Props<M extends ListMethod> = {
  /** The list to show a page of, e.g. `projectList()`. */
  query: ListQuery<M>
  /** Names the table for assistive tech, e.g. 'Projects'. */
  label: string
  columns: Column<RowOf<M>>[]
  rowKey: (row: RowOf<M>) => string
  /** Menu items for a row; 'Copy ID' is added when the row has an id. */
  rowActions?: (row: RowOf<M>) => RequestItem[]
  /**
   * Instead of `rowActions`, for items that depend on a read of the row's own (e.g. an action greyed out while
   * the resource still holds something): called as a hook, once per row, so it may read queries.
   */
  useRowActions?: (row: RowOf<M>) => RequestItem[]
  rowLabel: (row: RowOf<M>) => string
  /**
   * Actions on many rows at once, each running the row menu item of its key (from `rowActions`) for every
   * selected row: a selection box leads each row, and a toolbar over the table offers the actions.
   */
  bulk?: BulkActions
  emptyState: ReactNode
  refreshInterval?: number
}

const noActions = () => []

export function QueryTable<M extends ListMethod>(props: Props<M>) {
  const { query, columns, rowKey, rowActions, useRowActions, rowLabel, label, emptyState, refreshInterval } =
    props
  const { limit, pageToken, next, prev, setLimit } = usePageParams()
  const pageQuery = query.page({ limit, pageToken })
  const read = useApiQuery(pageQuery, { keepPreviousData: true, refreshInterval })
  const { data, error, isLoading } = read
  const page = data as Page<RowOf<M>> | undefined
  const selection = useRowSelection((page?.items ?? []).map(rowKey), pageQuery.key)
  const bulk = props.bulk && rowActions ? { ...props.bulk, rowActions } : undefined
  // the list's project (or VPC, silo...) gone: Page not found, as opening the list would say
  useNotFoundWhenGone(error)

  if (error && !page) throw error
  if (!page) return <Spinner label={`Loading ${inSentence(label)}`} />

  const empty = page.items.length === 0 && !pageToken
  const bulkSlot = bulk && (
    <BulkSlot
      bulk={bulk}
      rows={page.items.filter((row) => selection.selected.has(rowKey(row)))}
      rowKey={rowKey}
      rowLabel={rowLabel}
      rowActions={bulk.rowActions}
      of="page"
      onClear={selection.clear}
      listEmpty={empty}
    />
  )
  // the results of a bulk delete that emptied the list stay above the empty state, in the same place
  if (empty && bulk) {
    return (
      <div className={s.wrapper}>
        <RefreshFailed what={inSentence(label)} read={read} />
        {bulkSlot}
        {emptyState}
      </div>
    )
  }
  if (empty) return <>{emptyState}</>

  const useItems = useRowActions ?? rowActions ?? noActions

  return (
    <div className={s.wrapper}>
      <RefreshFailed what={inSentence(label)} read={read} />
      {bulkSlot}
      <Table aria-label={label} aria-busy={isLoading || undefined}>
        <TableHead
          columns={columns}
          select={bulk && { selection, label: selectAllLabel('page', page.items.length) }}
        />
        <TableRows
          rows={page.items}
          columns={columns}
          rowKey={rowKey}
          rowLabel={rowLabel}
          useItems={useItems}
          selection={bulk && selection}
        />
      </Table>
      <Pagination
        pageSize={limit}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageSizeChange={setLimit}
        hasPrev={!!pageToken}
        hasNext={!!page.nextPage}
        onPrev={prev}
        onNext={() => page.nextPage && next(page.nextPage)}
        itemCountLabel={`${page.items.length} ${page.items.length === 1 ? 'row' : 'rows'}`}
      />
    </div>
  )
}
