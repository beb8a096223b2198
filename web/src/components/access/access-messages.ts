import { capitalize } from '~/util/format'
import type { AccessRow } from './access-rows'
import { type Identity, identityNoun } from './identities'
import { type RoleName, roleWords } from './roles'

/** What the access pages say about a change, alike on every page: `scope` is e.g. 'project web-frontend'. */

const named = ({ type, name }: Identity) => `${identityNoun(type)} ${name}`

export const addedMessage = (identity: Identity, role: RoleName, scope: string) =>
  `${capitalize(named(identity))} added to ${scope} as ${roleWords(role)}`

export const changedMessage = (identity: Identity, role: RoleName, scope: string) =>
  `Role of ${named(identity)} on ${scope} changed to ${roleWords(role)}`

export const removedMessage = (identity: Identity, scope: string) =>
  `${capitalize(named(identity))} removed from ${scope}`

export const removeQuestion = (identity: Identity, role: RoleName, scope: string) =>
  `Remove the ${roleWords(role)} role of ${named(identity)} on ${scope}?`

/** What is left once the role on the page's own level goes: a role from another level, or other roles only. */
export function afterRemoval(row: AccessRow, level: string): string {
  if (row.remains) return row.remains
  const other = row.badges.find((b) => b.level !== level)
  if (other) return `Its ${other.level} role, ${roleWords(other.role)}, still applies.`
  return row.identity.type === 'silo_group'
    ? 'Its members keep only what other roles give them.'
    : 'They keep only what other roles give them.'
}
