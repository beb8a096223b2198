// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Identity } from '~/components/access/identities'
import { effectiveRole, explainEffectiveRole, projectAccessRows } from './effective-role'

describe('the effective role on a project', () => {
  it('is the stronger of the silo role and the project role', () => {
    expect(effectiveRole('viewer', 'collaborator')).toBe('collaborator')
    expect(effectiveRole('admin', 'viewer')).toBe('admin')
    expect(effectiveRole('limited_collaborator', 'viewer')).toBe('limited_collaborator')
    expect(effectiveRole('collaborator', 'collaborator')).toBe('collaborator')
    expect(effectiveRole(null, 'viewer')).toBe('viewer')
    expect(effectiveRole('viewer', null)).toBe('viewer')
    expect(effectiveRole(null, null)).toBeNull()
  })

  it('says why', () => {
    expect(explainEffectiveRole('collaborator', 'viewer')).toBe(
      'Effective role: collaborator. The silo role (collaborator) is stronger than the project role (viewer), and the stronger of the two applies.',
    )
    expect(explainEffectiveRole('viewer', 'admin')).toBe(
      'Effective role: admin. The project role (admin) is stronger than the silo role (viewer), and the stronger of the two applies.',
    )
    expect(explainEffectiveRole('viewer', 'viewer')).toBe(
      'Effective role: viewer, given by both the silo and the project.',
    )
    expect(explainEffectiveRole('admin', null)).toBe(
      'Effective role: admin, from the silo role. No role is given on the project itself.',
    )
    expect(explainEffectiveRole(null, 'limited_collaborator')).toBe(
      'Effective role: limited collaborator, from the project role. No role is given on the silo.',
    )
  })
})

describe('the rows of a project access table', () => {
  const identities: Identity[] = [
    { id: 'ada', type: 'silo_user', name: 'Ada' },
    { id: 'kat', type: 'silo_user', name: 'Katherine' },
    { id: 'auditors', type: 'silo_group', name: 'auditors' },
    { id: 'devs', type: 'silo_group', name: 'devs' },
  ]
  const silo = {
    roleAssignments: [
      { identityId: 'ada', identityType: 'silo_user' as const, roleName: 'admin' as const },
      { identityId: 'auditors', identityType: 'silo_group' as const, roleName: 'viewer' as const },
      { identityId: 'devs', identityType: 'silo_group' as const, roleName: 'collaborator' as const },
    ],
  }
  const project = {
    roleAssignments: [
      { identityId: 'kat', identityType: 'silo_user' as const, roleName: 'collaborator' as const },
      { identityId: 'auditors', identityType: 'silo_group' as const, roleName: 'collaborator' as const },
      { identityId: 'devs', identityType: 'silo_group' as const, roleName: 'viewer' as const },
    ],
  }

  it('hold everyone with a role on either, strongest role first, with only the project role their own', () => {
    const rows = projectAccessRows(silo, project, identities)
    expect(
      rows.map((r) => [r.identity.name, r.badges.map((b) => `${b.level}.${b.role}`).join(' '), r.assigned]),
    ).toEqual([
      ['auditors', 'project.collaborator silo.viewer', 'collaborator'],
      ['devs', 'silo.collaborator project.viewer', 'viewer'],
      ['Ada', 'silo.admin', null],
      ['Katherine', 'project.collaborator', 'collaborator'],
    ])
    expect(rows[0].why).toMatch(/^Effective role: collaborator\. The project role/)
  })
})
