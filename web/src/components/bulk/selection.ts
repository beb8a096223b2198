/**
 * Which rows of a list's page (or of a name filter's matches: the rows shown) are selected for a bulk action. A
 * selection belongs to the rows shown: the keys are those of rows among them, and a range (Shift+click) runs
 * between two of them, in the order they are shown.
 */
export type Selection = {
  readonly keys: ReadonlySet<string>
  /** The row the last plain click toggled: a Shift+click selects from it to the row clicked. */
  readonly anchor: string | null
}

export const noSelection: Selection = { keys: new Set(), anchor: null }

/**
 * Toggles one row. With `range`, every row from the anchor to this one (both included) takes the state this row
 * takes, as in a mail client; without an anchor on the page, a range is just the row.
 */
export function toggleRow(
  selection: Selection,
  pageKeys: readonly string[],
  key: string,
  { range = false } = {},
): Selection {
  const selecting = !selection.keys.has(key)
  const from = range && selection.anchor !== null ? pageKeys.indexOf(selection.anchor) : -1
  const to = pageKeys.indexOf(key)
  const rows = from < 0 || to < 0 ? [key] : pageKeys.slice(Math.min(from, to), Math.max(from, to) + 1)
  const keys = new Set(selection.keys)
  for (const row of rows) {
    if (selecting) keys.add(row)
    else keys.delete(row)
  }
  // a range keeps its anchor, so that the next Shift+click adjusts the same range
  return { keys, anchor: range && from >= 0 ? selection.anchor : key }
}

/** Selects every row of the page, or none of them. */
export function selectPage(pageKeys: readonly string[], selected: boolean): Selection {
  return { keys: new Set(selected ? pageKeys : []), anchor: null }
}

/** How the page's "Select all" box shows: none, some (mixed) or all of its rows selected. */
export function pageState(selection: Selection, pageKeys: readonly string[]): 'none' | 'some' | 'all' {
  const count = pageKeys.filter((k) => selection.keys.has(k)).length
  if (count === 0) return 'none'
  return count === pageKeys.length ? 'all' : 'some'
}

/** The selection without rows that have left the page (deleted, or moved away as the list changed). */
export function onPage(selection: Selection, pageKeys: readonly string[]): Selection {
  const anchorStays = selection.anchor === null || pageKeys.includes(selection.anchor)
  if (anchorStays && [...selection.keys].every((k) => pageKeys.includes(k))) return selection
  const keys = new Set(pageKeys.filter((k) => selection.keys.has(k)))
  return { keys, anchor: anchorStays ? selection.anchor : null }
}
