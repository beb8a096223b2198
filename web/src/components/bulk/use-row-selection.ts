import { useState } from 'react'
import { noSelection, onPage, pageState, type Selection, selectPage, toggleRow } from './selection'

/**
 * The rows selected among those a list shows (`rowKeys`, in the order shown: a page, or a name filter's matches).
 * A selection belongs to one view of one list: it clears when `scope` changes (a page read's cache key: another
 * page, size, sort or list), and a row that is not shown is never selected.
 *
 * With `settled` (what is shown is complete for now: no search under way), a selected row that is not shown is
 * also forgotten, so that it does not come back selected when it shows again (a filter's text changed back). While
 * rows are still coming in, a selected row only waits unseen: the toolbar never counts it.
 */
export function useRowSelection(rowKeys: readonly string[], scope: string, { settled = false } = {}) {
  const [held, setHeld] = useState({ scope, selection: noSelection })
  // forgotten, not just hidden, so that coming back to the page does not bring the old selection back
  if (held.scope !== scope) setHeld({ scope, selection: noSelection })
  else if (settled && onPage(held.selection, rowKeys) !== held.selection) {
    setHeld({ scope, selection: onPage(held.selection, rowKeys) })
  }
  const current = (h: typeof held) => (h.scope === scope ? onPage(h.selection, rowKeys) : noSelection)
  const update = (change: (s: Selection) => Selection) =>
    setHeld((h) => ({ scope, selection: change(current(h)) }))
  const selection = current(held)
  return {
    selected: selection.keys,
    /** Whether none, some or all of the rows shown are selected. */
    page: pageState(selection, rowKeys),
    /** Toggles a row; with `range` (Shift), every row from the one toggled last. */
    toggle: (key: string, range: boolean) => update((s) => toggleRow(s, rowKeys, key, { range })),
    /** Selects every row shown, or none. */
    selectPage: (selected: boolean) => update(() => selectPage(rowKeys, selected)),
    clear: () => update(() => noSelection),
  }
}

export type RowSelection = ReturnType<typeof useRowSelection>
