import { TBody, Td, Th, Tr } from '~/ui/Table'
import bulkStyles from './bulk/bulk.module.css'
import { SelectBox } from './bulk/SelectBox'
import type { RowSelection } from './bulk/use-row-selection'
import type { Column } from './QueryTable'
import s from './QueryTable.module.css'
import { RowMenu } from './RowMenu'
import type { RequestItem } from './show-request/request-items'

/** The page sizes a list offers. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100]

/** The header over the rows' selection boxes: the page's own box, which selects all of the page or none. */
export function SelectTh({ selection }: { selection: RowSelection }) {
  return (
    <Th className={bulkStyles.select}>
      <SelectBox
        label="Select all on this page"
        checked={selection.page === 'all'}
        mixed={selection.page === 'some'}
        onToggle={() => selection.selectPage(selection.page !== 'all')}
      />
    </Th>
  )
}

/** The header over the rows' action menus, named for assistive tech only. */
export function ActionsTh() {
  return (
    <Th>
      <span className="visually-hidden">Actions</span>
    </Th>
  )
}

/**
 * A list's rows: a cell per column, then the row's action menu ('Copy ID' added when the row has an id).
 * `useItems` is called as a hook, once per row, so it may read queries.
 */
export function TableRows<T>(props: {
  rows: readonly T[]
  columns: Column<T>[]
  rowKey: (row: T) => string
  rowLabel: (row: T) => string
  useItems: (row: T) => RequestItem[]
  /** With bulk actions: a selection box leading each row. */
  selection?: RowSelection
}) {
  const { rows, columns, rowKey, rowLabel, useItems, selection } = props
  return (
    <TBody>
      {rows.map((row) => (
        <Tr
          key={rowKey(row)}
          className={selection?.selected.has(rowKey(row)) ? bulkStyles.selectedRow : undefined}
        >
          {selection && (
            <Td className={bulkStyles.select}>
              <SelectBox
                label={`Select ${rowLabel(row)}`}
                checked={selection.selected.has(rowKey(row))}
                onToggle={(range) => selection.toggle(rowKey(row), range)}
              />
            </Td>
          )}
          {columns.map((c) => (
            <Td key={c.header} numeric={c.numeric}>
              {c.cell(row)}
            </Td>
          ))}
          <Td className={s.actions}>
            <RowMenu row={row} name={rowLabel(row)} useItems={useItems} />
          </Td>
        </Tr>
      ))}
    </TBody>
  )
}
