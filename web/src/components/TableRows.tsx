import { TBody, Td, Th, Tr } from '~/ui/Table'
import type { Column } from './QueryTable'
import s from './QueryTable.module.css'
import { RowMenu } from './RowMenu'
import type { RequestItem } from './show-request/request-items'

/** The page sizes a list offers. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100]

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
}) {
  const { rows, columns, rowKey, rowLabel, useItems } = props
  return (
    <TBody>
      {rows.map((row) => (
        <Tr key={rowKey(row)}>
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
