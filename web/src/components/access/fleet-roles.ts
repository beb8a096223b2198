import type { FleetRole, SiloRole } from '~/api/__generated__/Api'
import { type AccessRow, identityFor } from './access-rows'
import { byGroupThenName, type Identity } from './identities'
import type { Policy } from './policy'
import { roleWords, strongestRole } from './roles'

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

/** `Fleet assignment`, or `Silo engineering's role mapping: silo admin → fleet admin`. */
export function sourceText(source: FleetRoleSource): string {
  if (source.kind === 'fleet') return `Assigned on the fleet: ${roleWords(source.role)}`
  return `Role mapping of silo ${source.silo}: silo ${roleWords(source.siloRole)} gives fleet ${roleWords(source.role)}`
}

/** The mapped fleet roles in a sentence: `fleet admin through silo engineering's role mapping (as silo admin)`. */
const mappedText = (sources: readonly FleetRoleSource[]) =>
  sources
    .filter((s) => s.kind === 'mapping')
    .map(
      (s) =>
        `fleet ${roleWords(s.role)} through silo ${s.silo}'s role mapping (as silo ${roleWords(s.siloRole)})`,
    )
    .join(' and ')

/**
 * The rows of the fleet's access table: everyone with a fleet role, assigned on the fleet or through the silo's
 * role mapping, groups before users, then by name. The role shown is the effective one; only the fleet's own
 * assignment is the row's (`assigned`), the mapped ones change with the silo role on the silo's Access page.
 */
export function fleetAccessRows(
  fleet: Policy<FleetRole>,
  silo: MappingSilo,
  identities: readonly Identity[],
): AccessRow<FleetRole>[] {
  const known = new Map(identities.map((i) => [i.id, i]))
  const types = new Map<string, Identity['type']>()
  for (const a of [...fleet.roleAssignments, ...silo.policy.roleAssignments]) {
    if (!types.has(a.identityId)) types.set(a.identityId, a.identityType)
  }
  const rows: AccessRow<FleetRole>[] = []
  for (const [id, type] of types) {
    const sources = fleetRoleSources(new Set([id]), fleet, silo)
    const effective = effectiveFleetRole(sources)
    if (!effective) continue
    const assigned = sources.find((s) => s.kind === 'fleet')?.role ?? null
    const mapped = mappedText(sources)
    const members = type === 'silo_group' ? 'Its members keep' : 'They keep'
    rows.push({
      ...identityFor(id, type, known),
      assigned,
      badges: [{ level: 'fleet', role: effective }],
      sources: sources.map(sourceText),
      remains: mapped ? `${members} ${mapped}.` : undefined,
    })
  }
  return rows.sort((a, b) => byGroupThenName(a.identity, b.identity))
}

/** What the change form says about a fleet role that also comes from the mapping, or undefined. */
export function mappedRoleNote(
  identity: Pick<Identity, 'id' | 'name'>,
  silo: MappingSilo,
): string | undefined {
  const mapped = mappedText(fleetRoleSources(new Set([identity.id]), { roleAssignments: [] }, silo))
  if (!mapped) return undefined
  return `${identity.name} is also ${mapped}, whatever is assigned here; the strongest fleet role applies.`
}
