import { letsIn, type Sources } from './allow-list-change'
import type { RecentSource } from './recent-sources'

/**
 * What the allow-list form warns of before a list is saved: that this browser may be shut out. The console
 * cannot see the address the API receives its requests from (a proxy or NAT on the way may change it), so the
 * warning says what it knows, the addresses the audit log recorded for the user's own recent requests, and
 * says "may" about the rest.
 */
export type AccessWarning = {
  /** `danger` when a recorded address of the user's is not let in; `caution` otherwise. */
  tone: 'danger' | 'caution'
  sentences: string[]
}

/** What the console knows of where the user's requests come from: the recorded addresses, or that it could not read them. */
export type KnownSources = readonly RecentSource[] | 'unknown'

const joined = (sources: readonly RecentSource[]) => {
  const addresses = sources.map((s) => s.address)
  return addresses.length < 2
    ? addresses.join('')
    : `${addresses.slice(0, -1).join(', ')} and ${addresses.at(-1)}`
}

export const CANNOT_SEE =
  'The console cannot see the address this browser reaches the API from: a proxy or NAT on the way may change it. If that address is not in the new list, this browser may lose access to the API, and to this console, as soon as the list is saved, and only a request from an address the list lets in can change it back.'

/** The warning for saving `next`, or null when it lets in every address. */
export function accessWarning(next: Sources, known: KnownSources): AccessWarning | null {
  if (next.allow === 'any') return null
  if (known === 'unknown') {
    return {
      tone: 'caution',
      sentences: ['The console could not read where your recent requests came from.', CANNOT_SEE],
    }
  }
  if (known.length === 0) {
    return {
      tone: 'caution',
      sentences: ['No request of yours in the last day is on record to compare the list with.', CANNOT_SEE],
    }
  }
  const outside = known.filter((s) => !letsIn(next, s.address))
  if (outside.length > 0) {
    const plural = outside.length > 1
    return {
      tone: 'danger',
      sentences: [
        `The API recorded your recent requests coming from ${joined(outside)}, which the new list does not let in. If this browser reaches the API from ${plural ? 'one of these addresses' : 'there'}, it will lose access when the list is saved.`,
        CANNOT_SEE,
      ],
    }
  }
  return {
    tone: 'caution',
    sentences: [
      `The API recorded your recent requests coming from ${joined(known)}, which the new list lets in.`,
      CANNOT_SEE,
    ],
  }
}
