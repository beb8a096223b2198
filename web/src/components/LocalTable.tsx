import type { ComponentProps, ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Pagination } from '~/ui/Pagination'
import { SortableTh, Table, THead, Th, Tr } from '~/ui/Table'
import { DEFAULT_PAGE_SIZE } from '~/util/constants'
import { inSentence } from '~/util/format'
import { nextSort, pageOfRows, type SortSpec, sortOf, sortParam, sortRows } from './local-table'
import type { Column } from './QueryTable'
import s from './QueryTable.module.css'
import { RefreshFailed } from './RefreshFailed'
import type { RequestItem } from './show-request/request-items'
import { ActionsTh, PAGE_SIZE_OPTIONS, TableRows } from './TableRows'

/** A column; with `sort`, its header sorts the table by it. */
export type LocalColumn<T> = Column<T> & { sort?: SortSpec<T> }

type Props<T> = {
  /** Every row, read whole: the table sorts and pages them itself. */
  rows: readonly T[]
  /** Names the table for assistive tech, e.g. 'Sleds'. */
  label: string
  columns: LocalColumn<T>[]
  /** The column (its `sort.key`) the table is sorted by when the URL names none. */
  defaultSort: string
  rowKey: (row: T) => string
  rowLabel: (row: T) => string
  /** Menu items for a row; 'Copy ID' is added when the row has an id. */
  rowActions?: (row: T) => RequestItem[]
  /** Shown instead of the table when there are no rows. */
  emptyState: ReactNode
  /** The read the rows came from: a failed re-read is said above the table, which keeps the rows read last. */
  read?: ComponentProps<typeof RefreshFailed>['read']
}

const noActions = () => []

/**
 * A table of a list small and bounded enough to read whole (a rack's sleds or disks), where the API can only page
 * it by id: sorted by any sortable column and paged here. The order, page and page size live in the URL
 * (`?sort=serial_descending&page=2&limit=25`), so a view is linkable and Back works.
 */
export function LocalTable<T>(props: Props<T>) {
  const { rows, label, columns, defaultSort, rowKey, rowLabel, rowActions, emptyState, read } = props
  const [search, setSearch] = useSearchParams()
  const specs = columns.flatMap((c) => (c.sort ? [c.sort] : []))
  const sort = sortOf(
    search,
    specs.map((spec) => spec.key),
    defaultSort,
  )
  const page = pageOfRows(sortRows(rows, specs, sort, defaultSort), search)

  const go = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search)
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k)
      else next.set(k, v)
    }
    setSearch(next, { preventScrollReset: true })
  }

  if (rows.length === 0) return <>{emptyState}</>
  const useItems = rowActions ?? noActions
  return (
    <div className={s.wrapper}>
      {read && <RefreshFailed what={inSentence(label)} read={read} />}
      <Table aria-label={label}>
        <THead>
          <Tr>
            {columns.map((c) =>
              c.sort ? (
                <SortableTh
                  key={c.header}
                  numeric={c.numeric}
                  direction={sort.key === c.sort.key ? sort.direction : null}
                  // a new order starts from its first page
                  onSort={() =>
                    go({ sort: sortParam(nextSort(sort, c.sort?.key ?? ''), defaultSort), page: null })
                  }
                >
                  {c.header}
                </SortableTh>
              ) : (
                <Th key={c.header} numeric={c.numeric}>
                  {c.header}
                </Th>
              ),
            )}
            <ActionsTh />
          </Tr>
        </THead>
        <TableRows
          rows={page.rows}
          columns={columns}
          rowKey={rowKey}
          rowLabel={rowLabel}
          useItems={useItems}
        />
      </Table>
      <Pagination
        pageSize={page.limit}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onPageSizeChange={(size) =>
          go({ limit: size === DEFAULT_PAGE_SIZE ? null : String(size), page: null })
        }
        hasPrev={page.page > 1}
        hasNext={page.page < page.pages}
        onPrev={() => go({ page: page.page > 2 ? String(page.page - 1) : null })}
        onNext={() => go({ page: String(page.page + 1) })}
        itemCountLabel={`${page.rows.length} ${page.rows.length === 1 ? 'row' : 'rows'}`}
      />
    </div>
  )
}
