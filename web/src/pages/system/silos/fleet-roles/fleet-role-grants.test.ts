import { describe, expect, it } from 'vitest'
import { fleetRoleGrants } from './fleet-role-grants'

describe('fleet roles granted by silo roles', () => {
  it('lists every silo role, strongest first, with the fleet roles it gives', () => {
    expect(fleetRoleGrants({ viewer: ['viewer'], admin: ['viewer', 'admin', 'admin'] })).toEqual([
      { siloRole: 'admin', fleetRoles: ['admin', 'viewer'] },
      { siloRole: 'collaborator', fleetRoles: [] },
      { siloRole: 'limited_collaborator', fleetRoles: [] },
      { siloRole: 'viewer', fleetRoles: ['viewer'] },
    ])
  })

  it('gives nothing for an empty mapping and ignores what is not a fleet role', () => {
    expect(fleetRoleGrants({ admin: ['limited_collaborator'] }).every((g) => g.fleetRoles.length === 0)).toBe(
      true,
    )
  })
})
