import type { ListMethod, ListQuery, RowOf } from '~/api'
import { BulkSlot } from '~/components/bulk/BulkSlot'
import type { BulkActions } from '~/components/bulk/bulk-offer'
import { selectAllLabel } from '~/components/bulk/selection-words'
import { useRowSelection } from '~/components/bulk/use-row-selection'
import type { Column } from '~/components/QueryTable'
import s from '~/components/QueryTable.module.css'
import type { RequestItem } from '~/components/show-request/request-items'
import { TableHead, TableRows } from '~/components/TableRows'
import { Button } from '~/ui/Button'
import { Table } from '~/ui/Table'
import { type Noun, searchSummary } from '~/util/search-summary'
import f from './name-filter.module.css'
import { SEARCH_PAGE_SIZE, useNameSearch } from './use-name-search'

export type NameSearchResultsProps<M extends ListMethod = ListMethod> = {
  query: ListQuery<M>
  text: string
  noun: Noun
  label: string
  columns: Column<RowOf<M>>[]
  rowKey: (row: RowOf<M>) => string
  rowLabel: (row: RowOf<M>) => string
  useItems: (row: RowOf<M>) => RequestItem[]
  /** Actions on many matches at once, as the list offers them (QueryTable's `bulk`, with its `rowActions`). */
  bulk?: BulkActions & { rowActions: (row: RowOf<M>) => RequestItem[] }
  pageSize?: number
  maxPages?: number
}

/**
 * The rows of a list whose name holds the filter's text, found by reading the list page after page: a sentence
 * says how far the search has looked (announced politely as it goes), and a search that stopped before the end
 * offers to search further. With `bulk`, the matches shown can be selected and acted on as a page's rows can.
 */
export function NameSearchResults<M extends ListMethod>(props: NameSearchResultsProps<M>) {
  const { query, text, noun, label, columns, rowKey, rowLabel, useItems, bulk, pageSize, maxPages } = props
  const search = useNameSearch(query, text, { pageSize, maxPages })
  const { progress, searching, error, searchFurther } = search
  const matches = progress?.matches ?? []
  // a selection is of this list (another sort or project clears it); a new text keeps the rows it still finds
  const selection = useRowSelection(matches.map(rowKey), query.page({ limit: SEARCH_PAGE_SIZE }).key, {
    settled: progress !== null && !searching,
  })
  const summary = searchSummary(
    {
      searched: progress?.searched ?? 0,
      matches: matches.length,
      complete: progress?.complete ?? false,
      searching,
    },
    noun,
  )
  return (
    <div className={s.wrapper}>
      <div className={f.status}>
        <p role="status" aria-live="polite">
          {summary}
        </p>
        {progress && !progress.complete && !searching && (
          <Button variant="secondary" size="sm" onPress={searchFurther}>
            Search further
          </Button>
        )}
      </div>
      {error && (
        <p role="alert">
          Could not search the {noun.many}: {error.message}
        </p>
      )}
      {bulk && (
        <BulkSlot
          bulk={bulk}
          rows={matches.filter((row) => selection.selected.has(rowKey(row)))}
          rowKey={rowKey}
          rowLabel={rowLabel}
          rowActions={bulk.rowActions}
          of="matches"
          onClear={selection.clear}
          onDone={search.refresh}
          listEmpty={matches.length === 0}
        />
      )}
      {matches.length > 0 && (
        <Table aria-label={`${label} matching “${text.trim()}”`} aria-busy={searching || undefined}>
          <TableHead
            columns={columns}
            select={bulk && { selection, label: selectAllLabel('matches', matches.length) }}
          />
          <TableRows
            rows={matches}
            columns={columns}
            rowKey={rowKey}
            rowLabel={rowLabel}
            useItems={useItems}
            selection={bulk && selection}
          />
        </Table>
      )}
    </div>
  )
}
