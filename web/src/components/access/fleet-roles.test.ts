// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { FleetRole, SiloRole } from '~/api/__generated__/Api'
import { fleetRoleSources, type MappingSilo, myFleetRole } from './fleet-role-sources'
import { fleetAccessRows } from './fleet-roles'
import type { Identity } from './identities'
import type { Policy } from './policy'

const identities: Identity[] = [
  { id: 'ada', type: 'silo_user', name: 'Ada' },
  { id: 'grace', type: 'silo_user', name: 'Grace' },
  { id: 'devs', type: 'silo_group', name: 'devs' },
  { id: 'sre', type: 'silo_group', name: 'sre' },
]
const fleet: Policy<FleetRole> = {
  roleAssignments: [
    { identityId: 'ada', identityType: 'silo_user', roleName: 'viewer' },
    { identityId: 'sre', identityType: 'silo_group', roleName: 'viewer' },
  ],
}
const silo: MappingSilo = {
  name: 'engineering',
  mapping: { admin: ['admin'], collaborator: ['viewer'] },
  policy: {
    roleAssignments: [
      { identityId: 'ada', identityType: 'silo_user', roleName: 'admin' },
      { identityId: 'devs', identityType: 'silo_group', roleName: 'collaborator' },
      { identityId: 'grace', identityType: 'silo_user', roleName: 'viewer' },
    ] satisfies Policy<SiloRole>['roleAssignments'],
  },
}

describe('fleet roles', () => {
  it('come from the fleet policy and from the silo role mapping, the strongest applying', () => {
    expect(fleetRoleSources(new Set(['ada']), fleet, silo)).toEqual([
      { kind: 'fleet', role: 'viewer' },
      { kind: 'mapping', role: 'admin', siloRole: 'admin', silo: 'engineering' },
    ])
    // a user counts their groups: grace in devs is a silo collaborator, which the silo maps to fleet viewer
    expect(myFleetRole(new Set(['grace']), fleet, silo)).toBeNull()
    expect(myFleetRole(new Set(['grace', 'devs']), fleet, silo)).toBe('viewer')
    expect(myFleetRole(new Set(['ada']), { roleAssignments: [] }, silo)).toBe('admin')
  })

  it('make a row for everyone who holds one, with its sources, and only the assignment as its own', () => {
    const rows = fleetAccessRows(fleet, silo, identities)
    expect(rows.map((r) => [r.identity.name, r.badges[0]?.role, r.assigned, r.sources, r.remains])).toEqual([
      [
        'devs',
        'viewer',
        null,
        ['Role mapping of silo engineering: silo collaborator gives fleet viewer'],
        "Its members keep fleet viewer through silo engineering's role mapping (as silo collaborator).",
      ],
      ['sre', 'viewer', 'viewer', ['Assigned on the fleet: viewer'], undefined],
      [
        'Ada',
        'admin',
        'viewer',
        ['Assigned on the fleet: viewer', 'Role mapping of silo engineering: silo admin gives fleet admin'],
        "They keep fleet admin through silo engineering's role mapping (as silo admin).",
      ],
    ])
  })
})
