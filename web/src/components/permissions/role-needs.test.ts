// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { allows, needsText, projectRoleFrom, reasonFor } from './role-needs'

describe('what a role allows', () => {
  it('is what it needs and everything weaker', () => {
    expect(allows('admin', 'collaborator')).toBe(true)
    expect(allows('collaborator', 'collaborator')).toBe(true)
    expect(allows('collaborator', 'limited_collaborator')).toBe(true)
    expect(allows('limited_collaborator', 'collaborator')).toBe(false)
    expect(allows('viewer', 'limited_collaborator')).toBe(false)
    expect(allows(null, 'viewer')).toBe(false)
  })
})

describe("a user's role on a project", () => {
  it('is admin for the silo admins and collaborators', () => {
    expect(projectRoleFrom('admin', null)).toBe('admin')
    expect(projectRoleFrom('collaborator', 'viewer')).toBe('admin')
  })

  it('is the silo role for limited collaborators and viewers, unless the project gives more', () => {
    expect(projectRoleFrom('limited_collaborator', null)).toBe('limited_collaborator')
    expect(projectRoleFrom('viewer', 'collaborator')).toBe('collaborator')
    expect(projectRoleFrom('limited_collaborator', 'viewer')).toBe('limited_collaborator')
  })

  it("is the project's own without a silo role, and none without either", () => {
    expect(projectRoleFrom(null, 'viewer')).toBe('viewer')
    expect(projectRoleFrom(null, null)).toBeNull()
  })
})

describe('the reason an action is disabled', () => {
  it('names the role and where it is needed', () => {
    expect(reasonFor('project', 'viewer', 'collaborator')).toBe('Needs the collaborator role on this project')
    expect(reasonFor('project', null, 'limited_collaborator')).toBe(
      'Needs the limited collaborator role on this project',
    )
    expect(needsText('silo', 'admin')).toBe('Needs the admin role on this silo')
    expect(needsText('fleet', 'admin')).toBe('Needs the admin role on the fleet')
  })

  it('is none when the role allows it, or when the role is not known', () => {
    expect(reasonFor('project', 'admin', 'collaborator')).toBeUndefined()
    expect(reasonFor('project', undefined, 'admin')).toBeUndefined()
  })
})
