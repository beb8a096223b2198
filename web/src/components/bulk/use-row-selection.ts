import { useState } from 'react'
import { noSelection, onPage, pageState, type Selection, selectPage, toggleRow } from './selection'

/**
 * The rows selected on the page a list shows. A selection belongs to one page of one list: it clears when the
 * page, its size, the sort or the list itself changes (`scope`: the page read's cache key), and a row that leaves
 * the page leaves the selection.
 */
export function useRowSelection(pageKeys: readonly string[], scope: string) {
  const [held, setHeld] = useState({ scope, selection: noSelection })
  // forgotten, not just hidden, so that coming back to the page does not bring the old selection back
  if (held.scope !== scope) setHeld({ scope, selection: noSelection })
  const current = (h: typeof held) => (h.scope === scope ? onPage(h.selection, pageKeys) : noSelection)
  const update = (change: (s: Selection) => Selection) =>
    setHeld((h) => ({ scope, selection: change(current(h)) }))
  const selection = current(held)
  return {
    selected: selection.keys,
    /** Whether none, some or all of the page's rows are selected. */
    page: pageState(selection, pageKeys),
    /** Toggles a row; with `range` (Shift), every row from the one toggled last. */
    toggle: (key: string, range: boolean) => update((s) => toggleRow(s, pageKeys, key, { range })),
    selectPage: (selected: boolean) => update(() => selectPage(pageKeys, selected)),
    clear: () => update(() => noSelection),
  }
}

export type RowSelection = ReturnType<typeof useRowSelection>
