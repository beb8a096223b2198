import { allowListChange, isConfirmed, NARROW_CONFIRMATION, type Sources } from './allow-list-change'
import { entryError, entryNet } from './allow-list-entry'
import { formatEntry } from './allow-list-text'

/** The allow-list form: any address or a list, the entry being typed, and the word that confirms a narrowing. */
export type AllowListValues = {
  allow: 'any' | 'list'
  entries: string[]
  entryDraft: string
  confirmation: string
}

export const allowListValues = (current: Sources): AllowListValues => ({
  allow: current.allow,
  entries: current.allow === 'list' ? current.ips.map(formatEntry) : [],
  entryDraft: '',
  confirmation: '',
})

/** What the form would save: the entries as networks, as the API takes them. */
export const nextSources = (values: Pick<AllowListValues, 'allow' | 'entries'>): Sources =>
  values.allow === 'any' ? { allow: 'any' } : { allow: 'list', ips: values.entries.map(entryNet) }

export const EMPTY_LIST_MESSAGE =
  'Add at least one address or network: a list without any would let no one reach the API'
export const PENDING_ENTRY_MESSAGE = 'Add this address or network to the list, or clear the field'
export const CONFIRM_MESSAGE = `Type ${NARROW_CONFIRMATION} to confirm that fewer addresses may reach the API`

/**
 * What stops the form from being saved, by field: a list without entries, an entry typed but not added (saving
 * would leave it out, a narrower list than meant), and a narrowing change not confirmed.
 */
export function allowListErrors(
  values: AllowListValues,
  current: Sources,
): Partial<Record<keyof AllowListValues, string>> {
  if (values.allow === 'any') return {}
  const errors: Partial<Record<keyof AllowListValues, string>> = {}
  if (values.entries.length === 0) errors.entries = EMPTY_LIST_MESSAGE
  if (values.entryDraft.trim()) {
    errors.entryDraft = entryError(values.entryDraft, values.entries) ?? PENDING_ENTRY_MESSAGE
  }
  if (
    values.entries.length > 0 &&
    allowListChange(current, nextSources(values)).narrows &&
    !isConfirmed(values.confirmation)
  ) {
    errors.confirmation = CONFIRM_MESSAGE
  }
  return errors
}
