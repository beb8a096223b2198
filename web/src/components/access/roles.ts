import type { FleetRole, SiloRole } from '~/api/__generated__/Api'

/** Every role the API knows. Silos and projects have all four; the fleet has no limited collaborator. */
export type RoleName = SiloRole

/** Where a policy applies: the whole system, one silo, or one project. */
export type AccessLevel = 'fleet' | 'silo' | 'project'

/** Strongest first: each role allows everything the roles after it allow. */
const STRENGTH_ORDER: Record<RoleName, number> = {
  admin: 0,
  collaborator: 1,
  limited_collaborator: 2,
  viewer: 3,
}

export const FLEET_ROLES: readonly FleetRole[] = ['admin', 'collaborator', 'viewer']
export const SILO_ROLES: readonly SiloRole[] = ['admin', 'collaborator', 'limited_collaborator', 'viewer']
export const PROJECT_ROLES: readonly SiloRole[] = SILO_ROLES

/** Sorts roles strongest first. */
export const byStrength = (a: RoleName, b: RoleName) => STRENGTH_ORDER[a] - STRENGTH_ORDER[b]

export const isStronger = (a: RoleName, than: RoleName) => STRENGTH_ORDER[a] < STRENGTH_ORDER[than]

/** The strongest of some roles, or null when there are none. */
export function strongestRole<R extends RoleName>(roles: Iterable<R | null | undefined>): R | null {
  let best: R | null = null
  for (const role of roles) if (role && (!best || isStronger(role, best))) best = role
  return best
}

/** A role as a badge shows it, the way the API and the CLI name it: `silo.admin`, `project.limited_collaborator`. */
export const roleBadgeText = (level: AccessLevel, role: RoleName) => `${level}.${role}`

/** A role in a sentence: 'limited collaborator'. */
export const roleWords = (role: RoleName) => role.replaceAll('_', ' ')

/** A role as a choice is labelled: 'Limited collaborator'. */
export const roleTitle = (role: RoleName) => {
  const words = roleWords(role)
  return words.charAt(0).toUpperCase() + words.slice(1)
}
