import { isStronger, type RoleName, roleWords } from '~/components/access/roles'

/**
 * What a project's actions need. Compute and storage (instances, disks, snapshots, images, floating IPs,
 * affinity groups) are open to limited collaborators; networking and the project itself need a collaborator; who
 * has access to the project, an admin.
 */
export const PROJECT_NEEDS = {
  compute: 'limited_collaborator',
  networking: 'collaborator',
  project: 'collaborator',
  access: 'admin',
} as const satisfies Record<string, RoleName>

export type ProjectNeed = keyof typeof PROJECT_NEEDS

/** Whether holding `held` (or no role) allows what needs `needed`: every role allows what the weaker ones do. */
export const allows = (held: RoleName | null, needed: RoleName): boolean =>
  held !== null && !isStronger(needed, held)

/**
 * The role a user has on a project from their silo role and their role on the project itself. A silo's admins
 * and collaborators administer every project in it; a silo's limited collaborators and viewers have that role on
 * every project. The stronger of that and the project's own role applies.
 */
export function projectRoleFrom(silo: RoleName | null, project: RoleName | null): RoleName | null {
  const fromSilo: RoleName | null = silo === 'admin' || silo === 'collaborator' ? 'admin' : silo
  if (fromSilo && project) return isStronger(project, fromSilo) ? project : fromSilo
  return fromSilo ?? project
}

export type PermissionLevel = 'fleet' | 'silo' | 'project'

const WHERE: Record<PermissionLevel, string> = {
  fleet: 'the fleet',
  silo: 'this silo',
  project: 'this project',
}

/** Why an action is not offered: 'Needs the collaborator role on this project'. */
export const needsText = (level: PermissionLevel, role: RoleName) =>
  `Needs the ${roleWords(role)} role on ${WHERE[level]}`

/**
 * The reason an action that needs `needed` is disabled, or undefined when it is allowed. A role not known yet
 * (`undefined`: still being read, or unreadable for a reason other than a refusal) disables nothing: the API
 * stays the judge, and its refusal shows as it comes.
 */
export function reasonFor(
  level: PermissionLevel,
  held: RoleName | null | undefined,
  needed: RoleName,
): string | undefined {
  if (held === undefined || allows(held, needed)) return undefined
  return needsText(level, needed)
}
