// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { roleLoss } from './role-loss'

const silo = { level: 'silo', scope: 'silo engineering' } as const

describe('what the signed-in user loses by a change', () => {
  it('counts losing their own admin role on a silo or project, to nothing or to a weaker role', () => {
    const gone = roleLoss({ ...silo, before: 'admin', after: null })
    expect(gone?.consequence).toBe(
      'You will no longer be an admin of silo engineering: you will not be able to change who has access to it, and cannot give the role back to yourself. You will have no role there.',
    )
    expect(gone?.acknowledgement).toBe('I understand that I will lose my admin role on silo engineering')
    expect(
      roleLoss({ level: 'project', scope: 'project sandbox', before: 'admin', after: 'viewer' })?.consequence,
    ).toMatch(/Your role there will be viewer\.$/)
  })

  it('does not count keeping admin, gaining a role, or lowering a role below admin', () => {
    expect(roleLoss({ ...silo, before: 'admin', after: 'admin' })).toBeNull()
    expect(roleLoss({ ...silo, before: 'viewer', after: 'admin' })).toBeNull()
    expect(roleLoss({ ...silo, before: null, after: 'viewer' })).toBeNull()
    expect(roleLoss({ ...silo, before: 'collaborator', after: null })).toBeNull()
    expect(roleLoss({ ...silo, before: 'collaborator', after: 'viewer' })).toBeNull()
  })

  it('counts any loss of a fleet role', () => {
    const fleet = { level: 'fleet', scope: 'the fleet' } as const
    expect(roleLoss({ ...fleet, before: 'admin', after: 'viewer' })).toEqual({
      consequence:
        'You will no longer be a fleet admin: you will not be able to change the system or who has fleet access, and cannot give the role back to yourself. Your fleet role will be viewer.',
      acknowledgement: 'I understand that I will lose my fleet admin role',
    })
    expect(roleLoss({ ...fleet, before: 'collaborator', after: null })?.consequence).toMatch(
      /With no fleet role, the System view will be closed to you\.$/,
    )
    expect(roleLoss({ ...fleet, before: 'viewer', after: null })?.consequence).toBe(
      'You will no longer be a fleet viewer: the System view and every page under it will be closed to you.',
    )
    expect(roleLoss({ ...fleet, before: 'viewer', after: 'viewer' })).toBeNull()
    expect(roleLoss({ ...fleet, before: 'viewer', after: 'admin' })).toBeNull()
  })

  it("counts the fleet role a silo's role mapping gave, when a change of the silo role takes it", () => {
    const lost = roleLoss({ ...silo, before: 'admin', after: null, fleet: { before: 'admin', after: null } })
    expect(lost?.consequence).toMatch(
      /You will have no role there\. You will also no longer be a fleet admin, which the role mapping of silo engineering gave you: .* With no fleet role, the System view will be closed to you\.$/,
    )
    expect(lost?.acknowledgement).toBe(
      'I understand that I will lose my admin role on silo engineering and my fleet admin role',
    )
    // a silo viewer whose role the silo maps to fleet viewer
    expect(
      roleLoss({ ...silo, before: 'viewer', after: null, fleet: { before: 'viewer', after: null } }),
    ).toEqual({
      consequence:
        'You will no longer be a fleet viewer, which the role mapping of silo engineering gave you: the System view and every page under it will be closed to you.',
      acknowledgement: 'I understand that I will lose my fleet viewer role',
    })
    // kept through another source: only the silo role counts
    expect(
      roleLoss({ ...silo, before: 'admin', after: null, fleet: { before: 'admin', after: 'admin' } })
        ?.acknowledgement,
    ).toBe('I understand that I will lose my admin role on silo engineering')
  })
})
