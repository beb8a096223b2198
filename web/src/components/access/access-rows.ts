import type { IdentityType } from '~/api/__generated__/Api'
import { byGroupThenName, type Identity } from './identities'
import { type Policy, roleOf } from './policy'
import type { AccessLevel, RoleName } from './roles'

export type RoleBadgeSpec = { level: AccessLevel; role: RoleName }

/** One user or group of an access table, with the roles that concern it on the page's resource. */
export type AccessRow<R extends RoleName = RoleName> = {
  identity: Identity
  /**
   * Whether the identity is one of the silo's users and groups. The fleet's policy may name those of other
   * silos, which this silo cannot look up: they are shown by id.
   */
  known: boolean
  /** Strongest first; the first is the role that applies. */
  badges: RoleBadgeSpec[]
  /** The role given on the page's own resource, the only one the page can change or remove. */
  assigned: R | null
  /** Why the first badge is the role that applies, when more than one level gives a role. */
  why?: string
  /** Where the role comes from, one line each, when more than the page's own policy can give it (the fleet). */
  sources?: string[]
  /** What still applies once the page's own assignment is removed, in a sentence, when something does. */
  remains?: string
}

/** The identity an assignment names: the silo's user or group, or, for one the silo does not know, its id. */
export function identityFor(id: string, type: IdentityType, known: ReadonlyMap<string, Identity>) {
  const identity = known.get(id)
  return identity ? { identity, known: true } : { identity: { id, type, name: id }, known: false }
}

/** The rows of a table that shows one policy: one per identity, groups before users, then by name. */
export function accessRows<R extends RoleName>(
  level: AccessLevel,
  policy: Policy<R>,
  identities: readonly Identity[],
): AccessRow<R>[] {
  const known = new Map(identities.map((i) => [i.id, i]))
  const seen = new Map<string, IdentityType>()
  for (const a of policy.roleAssignments) if (!seen.has(a.identityId)) seen.set(a.identityId, a.identityType)
  return [...seen]
    .map(([id, type]) => {
      const assigned = roleOf(policy, id)
      return {
        ...identityFor(id, type, known),
        assigned,
        badges: assigned ? [{ level, role: assigned }] : [],
      }
    })
    .sort((a, b) => byGroupThenName(a.identity, b.identity))
}
