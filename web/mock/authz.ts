import { db } from './db'
import { forbidden } from './errors'
import type { MockUser } from './fixtures/users'
import { type RequestContext, requireUser } from './session'

export type RoleName = 'admin' | 'collaborator' | 'limited_collaborator' | 'viewer'

const RANK: Record<RoleName, number> = { viewer: 1, limited_collaborator: 2, collaborator: 3, admin: 4 }

type Assignment = { identity_id: string; role_name: RoleName }

export function atLeast(role: RoleName | null, min: RoleName): boolean {
  return role !== null && RANK[role] >= RANK[min]
}

function highest(roles: (RoleName | null)[]): RoleName | null {
  let best: RoleName | null = null
  for (const role of roles) if (role && (!best || RANK[role] > RANK[best])) best = role
  return best
}

export function groupIdsOf(user: MockUser): string[] {
  return db.groupMemberships.filter((m) => m.user_id === user.id).map((m) => m.group_id)
}

/** The user's best role in a policy, counting assignments to their groups. */
function roleIn(assignments: readonly Assignment[], user: MockUser): RoleName | null {
  const identities = new Set([user.id, ...groupIdsOf(user)])
  return highest(assignments.filter((a) => identities.has(a.identity_id)).map((a) => a.role_name))
}

export function siloRoleOf(user: MockUser): RoleName | null {
  return roleIn(db.siloPolicies[user.silo_id]?.role_assignments ?? [], user)
}

/**
 * Direct fleet assignments plus whatever the user's silo maps its roles to: every silo role the user holds, by
 * name or through a group, brings the fleet roles mapped to it.
 */
export function fleetRoleOf(user: MockUser): RoleName | null {
  const direct = roleIn(db.fleetPolicy.role_assignments, user)
  const silo = db.silos.find((s) => s.id === user.silo_id)
  const identities = new Set([user.id, ...groupIdsOf(user)])
  const mapped = (db.siloPolicies[user.silo_id]?.role_assignments ?? [])
    .filter((a) => identities.has(a.identity_id))
    .flatMap((a) => silo?.mapped_fleet_roles[a.role_name] ?? [])
  return highest([direct, ...mapped])
}

/**
 * Project roles follow Nexus: silo admins and collaborators administer every
 * project in the silo, silo viewers can view them; project assignments add to that.
 */
export function projectRoleOf(user: MockUser, projectId: string): RoleName | null {
  const siloRole = siloRoleOf(user)
  const implied: RoleName | null = siloRole === 'admin' || siloRole === 'collaborator' ? 'admin' : siloRole
  return highest([implied, roleIn(db.projectPolicies[projectId]?.role_assignments ?? [], user)])
}

export function requireFleetRole(user: MockUser, min: RoleName): void {
  if (!atLeast(fleetRoleOf(user), min)) throw forbidden()
}

export function requireSiloRole(user: MockUser, min: RoleName): void {
  if (!atLeast(siloRoleOf(user), min)) throw forbidden()
}

/** The signed-in user, who must hold at least `min` on the fleet (fleet-wide resources). */
export function fleetUser(ctx: RequestContext, min: RoleName = 'viewer'): MockUser {
  const user = requireUser(ctx)
  requireFleetRole(user, min)
  return user
}

/** Fleet admins manage every silo; a silo's own admins manage theirs. */
export function requireSiloAdminOf(user: MockUser, siloId: string): void {
  const ownAdmin = user.silo_id === siloId && siloRoleOf(user) === 'admin'
  if (!ownAdmin && !atLeast(fleetRoleOf(user), 'admin')) throw forbidden()
}

export function canReadProject(user: MockUser, projectId: string): boolean {
  return atLeast(projectRoleOf(user, projectId), 'viewer')
}

/**
 * Changing a project or its networking takes a collaborator. Compute and storage, and affinity groups, pass
 * `limited_collaborator`: a limited collaborator may change those but not the network.
 */
export function requireProjectRole(user: MockUser, projectId: string, min: RoleName = 'collaborator'): void {
  if (!atLeast(projectRoleOf(user, projectId), min)) throw forbidden()
}
