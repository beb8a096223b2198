import type { FleetRole, SiloRole } from '~/api/__generated__/Api'
import type { Policy } from './policy'
import { strongestRole } from './roles'

/**
 * Fleet roles come from two places: the fleet's own policy, and the role mapping of the silo a user belongs to
 * (its `mapped_fleet_roles`), which gives every holder of a silo role, by name or through a group, the fleet roles
 * mapped to it. The API applies both, so the effective fleet role is the strongest of all of them.
 */

/** A silo's `mapped_fleet_roles`: for each silo role, the fleet roles it carries. */
export type FleetRoleMapping = Readonly<Record<string, readonly FleetRole[]>>

/** The silo whose users and groups a page names, with what it needs to know about their fleet roles. */
export type MappingSilo = { name: string; policy: Policy<SiloRole>; mapping: FleetRoleMapping }

/** One way an identity holds a fleet role. */
export type FleetRoleSource =
  | { kind: 'fleet'; role: FleetRole }
  | { kind: 'mapping'; role: FleetRole; siloRole: SiloRole; silo: string }

/**
 * Every fleet role that any of `identityIds` (one user or group, or a user and their groups) holds, and where it
 * comes from: the fleet's assignments first, then the silo's role mapping, in policy order.
 */
export function fleetRoleSources(
  identityIds: ReadonlySet<string>,
  fleet: Policy<FleetRole>,
  silo: MappingSilo,
): FleetRoleSource[] {
  const sources: FleetRoleSource[] = []
  for (const a of fleet.roleAssignments) {
    if (identityIds.has(a.identityId)) sources.push({ kind: 'fleet', role: a.roleName })
  }
  for (const a of silo.policy.roleAssignments) {
    if (!identityIds.has(a.identityId)) continue
    for (const role of silo.mapping[a.roleName] ?? []) {
      sources.push({ kind: 'mapping', role, siloRole: a.roleName, silo: silo.name })
    }
  }
  return sources
}

export const effectiveFleetRole = (sources: readonly FleetRoleSource[]): FleetRole | null =>
  strongestRole(sources.map((s) => s.role))

/** The signed-in user's fleet role if the fleet's policy were `fleet`: their own, their groups' and the mapping's. */
export const myFleetRole = (mine: ReadonlySet<string>, fleet: Policy<FleetRole>, silo: MappingSilo) =>
  effectiveFleetRole(fleetRoleSources(mine, fleet, silo))
