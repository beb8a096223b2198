import { useState } from 'react'
import { lazyComponent } from '~/components/lazy-component'
import type { RequestItem } from '~/components/show-request/request-items'
import s from './bulk.module.css'
import type { BulkActions } from './bulk-offer'

// the toolbar and the runner load as the first row is selected: most visits to a list select nothing
const BulkBar = lazyComponent(() => import('./BulkBar'), 'BulkBar')

const idle = (
  <p className={s.hint}>Select rows to act on several at once; a selection is for the page on screen.</p>
)

/**
 * Where a list's bulk toolbar goes, above the table. It keeps its room from the start, and once a row has been
 * selected it keeps the toolbar too (with the results of the last action) while the list is on screen.
 */
export function BulkSlot<T>(props: {
  bulk: BulkActions
  /** The selected rows, in the page's order. */
  rows: readonly T[]
  rowKey: (row: T) => string
  rowLabel: (row: T) => string
  rowActions: (row: T) => RequestItem[]
  onClear: () => void
  /** The list has no rows: only the results of an action that emptied it are left to show. */
  listEmpty: boolean
}) {
  const { listEmpty, ...bar } = props
  const [opened, setOpened] = useState(false)
  if (!opened && props.rows.length > 0) setOpened(true)
  if (!opened) return listEmpty ? null : <div className={s.slot}>{idle}</div>
  return (
    <div className={listEmpty ? undefined : s.slot}>
      <BulkBar {...bar} idle={listEmpty ? null : idle} />
    </div>
  )
}
