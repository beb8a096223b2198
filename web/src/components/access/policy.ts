import type { IdentityType } from '~/api/__generated__/Api'
import { type RoleName, strongestRole } from './roles'

/** One role given to one user or group, as every level's policy holds it. */
export type Assignment<R extends RoleName = RoleName> = {
  identityId: string
  identityType: IdentityType
  roleName: R
}

export type Policy<R extends RoleName = RoleName> = { roleAssignments: Assignment<R>[] }

/** The API keeps at most this many role assignments on one resource. */
export const MAX_ROLE_ASSIGNMENTS = 64

/**
 * The policy with `assignment` as its identity's only role: it takes the place of the identity's existing
 * assignment, or is added at the end. Every other assignment stays exactly as it was, in the same order.
 */
export function withRole<R extends RoleName>(policy: Policy<R>, assignment: Assignment<R>): Policy<R> {
  const roleAssignments: Assignment<R>[] = []
  let placed = false
  for (const a of policy.roleAssignments) {
    if (a.identityId !== assignment.identityId) roleAssignments.push(a)
    else if (!placed) {
      roleAssignments.push(assignment)
      placed = true
    }
  }
  if (!placed) roleAssignments.push(assignment)
  return { roleAssignments }
}

/** The policy without any role for `identityId`; every other assignment stays exactly as it was. */
export function withoutRole<R extends RoleName>(policy: Policy<R>, identityId: string): Policy<R> {
  return { roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId) }
}

/** The strongest role the policy gives any of `identityIds` (a user and their groups), or null. */
export function roleIn<R extends RoleName>(policy: Policy<R>, identityIds: ReadonlySet<string>): R | null {
  return strongestRole(
    policy.roleAssignments.filter((a) => identityIds.has(a.identityId)).map((a) => a.roleName),
  )
}

/** The role the policy gives one identity itself, not through a group. */
export const roleOf = <R extends RoleName>(policy: Policy<R>, identityId: string): R | null =>
  roleIn(policy, new Set([identityId]))

/** The ids a policy can name the signed-in user by: their own and their groups'. */
export const myIdentityIds = (me: { id: string }, groups: readonly { id: string }[]): ReadonlySet<string> =>
  new Set([me.id, ...groups.map((g) => g.id)])
