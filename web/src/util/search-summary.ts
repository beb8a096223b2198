import { formatNumber } from './format'

export type SearchState = {
  /** Rows read so far. */
  searched: number
  /** Rows among them that match. */
  matches: number
  /** Whether the whole list has been read. */
  complete: boolean
  /** Whether a page is being read now. */
  searching: boolean
}

/** What is searched, in the plural ('instances') and the singular ('instance'). */
export type Noun = { one: string; many: string }

const count = (n: number) => formatNumber(n)

const matchWords = (n: number) => (n === 0 ? 'none match' : n === 1 ? '1 matches' : `${count(n)} match`)

/**
 * How far a search through a list has looked, in a sentence: the API tells no total, so the whole list is named
 * ("all") only once its last page has been read.
 */
export function searchSummary({ searched, matches, complete, searching }: SearchState, noun: Noun): string {
  if (searched === 0 && complete) return `There are no ${noun.many}.`
  if (searched === 0) return searching ? `Searching the ${noun.many}…` : `No ${noun.many} searched yet.`
  const looked = complete
    ? searched === 1
      ? `Searched the only ${noun.one}`
      : `Searched all ${count(searched)} ${noun.many}`
    : searching
      ? `Searched ${count(searched)} of the ${noun.many}`
      : `Searched the first ${count(searched)} ${noun.many}`
  const tail = complete ? '' : searching ? ' Searching…' : ' Search further to look at the rest.'
  return `${looked}: ${matchWords(matches)}.${tail}`
}

/**
 * What a picker of a long list offers, in a line under its items: the first page until the user types, then how
 * far the search for the typed text has looked. `firstPage` is how many items the picker read at first.
 */
export function pickerSummary(
  state: SearchState & { typed: boolean },
  firstPage: number,
  noun: Noun,
): string {
  if (!state.typed) return `Showing the first ${count(firstPage)} ${noun.many}; type to search them all.`
  if (state.searching || state.complete) return searchSummary(state, noun)
  return `Showing matches from the first ${count(state.searched)}; keep typing to narrow.`
}
