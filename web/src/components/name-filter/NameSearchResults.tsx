import type { ListMethod, ListQuery, RowOf } from '~/api'
import type { Column } from '~/components/QueryTable'
import s from '~/components/QueryTable.module.css'
import type { RequestItem } from '~/components/show-request/request-items'
import { ActionsTh, TableRows } from '~/components/TableRows'
import { Button } from '~/ui/Button'
import { Table, THead, Th, Tr } from '~/ui/Table'
import { type Noun, searchSummary } from '~/util/search-summary'
import f from './name-filter.module.css'
import { useNameSearch } from './use-name-search'

export type NameSearchResultsProps<M extends ListMethod = ListMethod> = {
  query: ListQuery<M>
  text: string
  noun: Noun
  label: string
  columns: Column<RowOf<M>>[]
  rowKey: (row: RowOf<M>) => string
  rowLabel: (row: RowOf<M>) => string
  useItems: (row: RowOf<M>) => RequestItem[]
  pageSize?: number
  maxPages?: number
}

/**
 * The rows of a list whose name holds the filter's text, found by reading the list page after page: a sentence
 * says how far the search has looked (announced politely as it goes), and a search that stopped before the end
 * offers to search further.
 */
export function NameSearchResults<M extends ListMethod>(props: NameSearchResultsProps<M>) {
  const { query, text, noun, label, columns, rowKey, rowLabel, useItems, pageSize, maxPages } = props
  const { progress, searching, error, searchFurther } = useNameSearch(query, text, { pageSize, maxPages })
  const matches = progress?.matches ?? []
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
      {matches.length > 0 && (
        <Table aria-label={`${label} matching “${text.trim()}”`} aria-busy={searching || undefined}>
          <THead>
            <Tr>
              {columns.map((c) => (
                <Th key={c.header} numeric={c.numeric}>
                  {c.header}
                </Th>
              ))}
              <ActionsTh />
            </Tr>
          </THead>
          <TableRows
            rows={matches}
            columns={columns}
            rowKey={rowKey}
            rowLabel={rowLabel}
            useItems={useItems}
          />
        </Table>
      )}
    </div>
  )
}
