import { useState } from 'react'
import { lazyComponent } from '~/components/lazy-component'
import type { BulkBarProps } from './BulkBar'
import s from './bulk.module.css'
import { selectionHint } from './selection-words'

// the toolbar and the runner load as the first row is selected: most visits to a list select nothing
const BulkBar = lazyComponent(() => import('./BulkBar'), 'BulkBar')

/**
 * Where a list's bulk toolbar goes, above the table. It keeps its room from the start, and once a row has been
 * selected it keeps the toolbar too (with the results of the last action) while the list is on screen.
 */
export function BulkSlot<T>(
  props: BulkBarProps<T> & {
    /** The list has no rows: only the results of an action that emptied it are left to show. */
    listEmpty: boolean
  },
) {
  const { listEmpty, ...bar } = props
  const [opened, setOpened] = useState(false)
  if (!opened && props.rows.length > 0) setOpened(true)
  const idle = <p className={s.hint}>{selectionHint(props.of)}</p>
  if (!opened) return listEmpty ? null : <div className={s.slot}>{idle}</div>
  return (
    <div className={listEmpty ? undefined : s.slot}>
      <BulkBar {...bar} idle={listEmpty ? null : idle} />
    </div>
  )
}
