import { TBody, Td, THead, Th, Tr } from '~/ui/Table'
import bulkStyles from './bulk/bulk.module.css'
import { SelectBox } from './bulk/SelectBox'
import type { RowSelection } from './bulk/use-row-selection'
import type { Column } from './QueryTable'
import s from './QueryTable.module.css'
import { RowMenu } from './RowMenu'
import type { RequestItem } from './show-request/request-items'

/** The page sizes a list offers. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100]

/**
 * The header over the rows' selection boxes: a box that selects all the rows shown or none. `label` names what it
 * selects ("Select all on this page").
 */
function SelectTh({ selection, label }: { selection: RowSelection; label: string }) {
  return (
    <Th className={bulkStyles.select}>
      <SelectBox
        label={label}
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
 * A list's header row: the selection box's header (with `select`), a header per column, then the menus' header.
 * (A table sorted by its headers draws its own.)
 */
export function TableHead<T>(props: {
  columns: Column<T>[]
  select?: { selection: RowSelection; label: string }
}) {
  const { columns, select } = props
  return (
    <THead>
      <Tr>
        {select && <SelectTh selection={select.selection} label={select.label} />}
        {columns.map((c) => (
          <Th key={c.header} numeric={c.numeric}>
            {c.header}
          </Th>
        ))}
        <ActionsTh />
      </Tr>
    </THead>
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
