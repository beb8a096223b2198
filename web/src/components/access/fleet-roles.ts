import type { FleetRole } from '~/api/__generated__/Api'
import { type AccessRow, identityFor } from './access-rows'
import {
  effectiveFleetRole,
  type FleetRoleSource,
  fleetRoleSources,
  type MappingSilo,
} from './fleet-role-sources'
import { byGroupThenName, type Identity } from './identities'
import type { Policy } from './policy'
import { roleWords } from './roles'

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
