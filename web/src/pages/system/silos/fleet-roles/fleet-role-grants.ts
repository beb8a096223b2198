import type { FleetRole, SiloRole } from '~/api/__generated__/Api'
import { byStrength, FLEET_ROLES, SILO_ROLES } from '~/components/access/roles'

export type FleetRoleGrant = { siloRole: SiloRole; fleetRoles: FleetRole[] }

const isFleetRole = (role: string): role is FleetRole => (FLEET_ROLES as readonly string[]).includes(role)

/**
 * For each silo role, strongest first, the fleet roles it also gives (strongest first, each once): the silo's
 * `mapped_fleet_roles` read from the silo role's side, which is how a user meets it.
 */
export function fleetRoleGrants(mapped: Record<string, readonly string[]>): FleetRoleGrant[] {
  return SILO_ROLES.map((siloRole) => ({
    siloRole,
    fleetRoles: [...new Set(mapped[siloRole] ?? [])].filter(isFleetRole).sort(byStrength),
  }))
}
