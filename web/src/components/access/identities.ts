import type { Group, IdentityType, User } from '~/api/__generated__/Api'
import type { Policy } from './policy'

/** A user or a group of the silo, as the access pages name and sort them. */
export type Identity = { id: string; type: IdentityType; name: string }

export function identitiesOf(users: readonly User[], groups: readonly Group[]): Identity[] {
  return [
    ...groups.map((g) => ({ id: g.id, type: 'silo_group' as const, name: g.displayName })),
    ...users.map((u) => ({ id: u.id, type: 'silo_user' as const, name: u.displayName })),
  ]
}

/** 'group' or 'user', for sentences. */
export const identityNoun = (type: IdentityType) => (type === 'silo_group' ? 'group' : 'user')

/** 'Group developers', 'User Ada Lovelace'. */
export const identityLabel = ({ type, name }: Pick<Identity, 'type' | 'name'>) =>
  `${type === 'silo_group' ? 'Group' : 'User'} ${name}`

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Groups before users, then by name; the id settles ties so the order never depends on the input's. */
export function byGroupThenName(a: Identity, b: Identity): number {
  if (a.type !== b.type) return a.type === 'silo_group' ? -1 : 1
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** Who can be given a role in `policy`: the silo's users and groups that have no assignment in it yet. */
export function candidatesFor(identities: readonly Identity[], policy: Policy): Identity[] {
  const assigned = new Set(policy.roleAssignments.map((a) => a.identityId))
  return identities.filter((i) => !assigned.has(i.id)).sort(byGroupThenName)
}
