import type { Group, User } from '~/api/__generated__/Api'
import type { Policy } from '~/components/access/policy'
import { type RoleName, strongestRole } from '~/components/access/roles'
import { formatNumber } from '~/util/format'

/** The members of each group, by group id, as the API lists them one group at a time. */
export type MembersByGroup = ReadonlyMap<string, readonly User[]>

/** Users or groups by their display name, as a person reads them: case aside, numbers in order. */
export const byName = (a: { displayName: string }, b: { displayName: string }) =>
  a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base', numeric: true })

/**
 * The groups of each user, by user id, sorted by name. The API lists a group's members but has no call for the
 * groups of a user other than oneself, so each user's groups are gathered from every group's member list.
 */
export function groupsByUser(groups: readonly Group[], members: MembersByGroup): Map<string, Group[]> {
  const result = new Map<string, Group[]>()
  for (const group of [...groups].sort(byName)) {
    for (const user of members.get(group.id) ?? []) {
      const mine = result.get(user.id)
      if (mine) mine.push(group)
      else result.set(user.id, [group])
    }
  }
  return result
}

/**
 * A role and where it comes from: given to the user themselves (`through` is empty), or to groups they are in
 * (the groups that give it, by name).
 */
export type RoleSource<R extends RoleName = RoleName> = { role: R; through: Group[] }

/**
 * The role a policy gives a user, directly or through their groups: the strongest of them. When the user holds
 * that role themselves it counts as direct, since removing it from every group would change nothing; otherwise
 * every group that gives it is named, as each one alone is enough.
 */
export function roleSourceOf<R extends RoleName>(
  policy: Policy<R>,
  userId: string,
  groups: readonly Group[],
): RoleSource<R> | null {
  const groupIds = new Set(groups.map((g) => g.id))
  const mine = policy.roleAssignments.filter((a) => a.identityId === userId || groupIds.has(a.identityId))
  const role = strongestRole(mine.map((a) => a.roleName))
  if (!role) return null
  if (mine.some((a) => a.identityId === userId && a.roleName === role)) return { role, through: [] }
  const giving = new Set(mine.filter((a) => a.roleName === role).map((a) => a.identityId))
  return { role, through: groups.filter((g) => giving.has(g.id)).sort(byName) }
}

/** Who holds the role a source describes, and so whose assignment the access page changes: the user or a group. */
export const holderOf = (source: RoleSource, userId: string) =>
  source.through.length === 0
    ? { identityId: userId, group: null }
    : { identityId: source.through[0].id, group: source.through[0] }

/**
 * Where the roles of a user's page were looked for: the first `checked` of the silo's `total` projects, or of
 * more than `total` when the projects were read no further than a first page of that many (`more`).
 */
export function projectsCheckedNote(checked: number, total: number, more = false): string | null {
  if (more) return `Roles checked on the first ${checked} of more than ${formatNumber(total)} projects.`
  return total > checked ? `Roles checked on the first ${checked} of ${total} projects.` : null
}
