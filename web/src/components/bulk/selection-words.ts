import { formatNumber } from '~/util/format'
import { type BulkActions, countOf } from './bulk-offer'

/**
 * What a selection is made among: the page of a list on screen, or the rows a name filter has found so far. The
 * words that name it are here, so the header box, the toolbar's count and its hint say the same.
 */
export type SelectionOf = 'page' | 'matches'

/** The header box: "Select all on this page", "Select all 12 matches". */
export function selectAllLabel(of: SelectionOf, rows: number): string {
  if (of === 'page') return 'Select all on this page'
  return rows === 1 ? 'Select the only match' : `Select all ${formatNumber(rows)} matches`
}

/** The toolbar's count: "3 instances selected on this page", "2 instances selected among the matches". */
export const selectedText = (of: SelectionOf, count: number, noun: BulkActions['noun']) =>
  `${countOf(count, noun)} selected ${of === 'page' ? 'on this page' : 'among the matches'}`

/** What the toolbar's place says while no row is selected. */
export const selectionHint = (of: SelectionOf) =>
  `Select rows to act on several at once; a selection is for the ${of === 'page' ? 'page' : 'matches'} on screen.`
