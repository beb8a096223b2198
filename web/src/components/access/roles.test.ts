// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ROLE_DESCRIPTIONS } from './role-descriptions'
import {
  byStrength,
  FLEET_ROLES,
  isStronger,
  PROJECT_ROLES,
  roleBadgeText,
  roleTitle,
  roleWords,
  SILO_ROLES,
  strongestRole,
} from './roles'

describe('roles', () => {
  it('rank admin, collaborator, limited collaborator, viewer, strongest first', () => {
    expect(['viewer', 'admin', 'limited_collaborator', 'collaborator'].sort(byStrength as never)).toEqual([
      'admin',
      'collaborator',
      'limited_collaborator',
      'viewer',
    ])
    expect(isStronger('admin', 'collaborator')).toBe(true)
    expect(isStronger('collaborator', 'limited_collaborator')).toBe(true)
    expect(isStronger('limited_collaborator', 'viewer')).toBe(true)
    expect(isStronger('viewer', 'viewer')).toBe(false)
    expect(isStronger('viewer', 'admin')).toBe(false)
  })

  it('pick the strongest of several, ignoring missing ones', () => {
    expect(strongestRole(['viewer', null, 'collaborator', undefined])).toBe('collaborator')
    expect(strongestRole(['limited_collaborator', 'viewer'])).toBe('limited_collaborator')
    expect(strongestRole([null, undefined])).toBeNull()
    expect(strongestRole([])).toBeNull()
  })

  it('are offered strongest first at each level, the fleet without a limited collaborator', () => {
    expect(FLEET_ROLES).toEqual(['admin', 'collaborator', 'viewer'])
    expect(SILO_ROLES).toEqual(['admin', 'collaborator', 'limited_collaborator', 'viewer'])
    expect(PROJECT_ROLES).toEqual(SILO_ROLES)
    for (const roles of [FLEET_ROLES, SILO_ROLES]) expect([...roles].sort(byStrength)).toEqual(roles)
  })

  it('each have a one-line description of what they allow at each level they exist on', () => {
    const levels = { fleet: FLEET_ROLES, silo: SILO_ROLES, project: PROJECT_ROLES } as const
    for (const [level, roles] of Object.entries(levels)) {
      const described = ROLE_DESCRIPTIONS[level as keyof typeof levels]
      expect(Object.keys(described).sort()).toEqual([...roles].sort())
      for (const role of roles) expect(described[role]).toMatch(/^[A-Z].*\.$/)
    }
  })

  it('are named as the API names them on badges, and in words elsewhere', () => {
    expect(roleBadgeText('silo', 'admin')).toBe('silo.admin')
    expect(roleBadgeText('project', 'limited_collaborator')).toBe('project.limited_collaborator')
    expect(roleBadgeText('fleet', 'viewer')).toBe('fleet.viewer')
    expect(roleWords('limited_collaborator')).toBe('limited collaborator')
    expect(roleTitle('limited_collaborator')).toBe('Limited collaborator')
    expect(roleTitle('admin')).toBe('Admin')
  })
})
