import { boundNotes, progressText } from './search-rules'
import type { ResourceSearch } from './use-resource-search'

const results = (n: number) => (n === 1 ? '1 result' : `${n} results`)

/** What the palette's status line says before anything is typed. */
export const KEYS_HINT = 'Up and Down arrows move through the list, Enter opens, Escape closes.'

/**
 * What the palette says of its options as they change, in its live region: how many there are, how far the
 * search has come, and what it left out; before anything is typed, how to use it.
 */
export function paletteStatus(typed: string, count: number, search: ResourceSearch): string {
  if (!typed.trim()) return KEYS_HINT
  const { kind, progress, running } = search
  if (kind === 'id') return running ? `${results(count)}. Looking up the ID…` : `${results(count)}.`
  if (kind === 'none') return `${results(count)}.`
  if (!progress) return `${results(count)}. Searching…`
  return [
    `${results(count)}.`,
    `${progressText(progress)}${running ? '…' : '.'}`,
    ...boundNotes(progress),
  ].join(' ')
}

/** What the list says when nothing matches (yet). */
export function emptyText(typed: string, search: ResourceSearch): string {
  if (search.running) return 'Searching…'
  if (search.kind === 'id') return 'Nothing you may see has this ID.'
  if (search.kind === 'ip') return 'No floating IP or instance you may see holds this address.'
  return typed.trim() ? `Nothing matches “${typed.trim()}”.` : 'Nothing to show.'
}
