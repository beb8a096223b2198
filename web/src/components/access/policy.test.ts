// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { type Assignment, type Policy, roleIn, roleOf, withoutRole, withRole } from './policy'

const user = (id: string, roleName: Assignment['roleName']): Assignment => ({
  identityId: id,
  identityType: 'silo_user',
  roleName,
})
const group = (id: string, roleName: Assignment['roleName']): Assignment => ({
  identityId: id,
  identityType: 'silo_group',
  roleName,
})

const policy: Policy = {
  roleAssignments: [user('ada', 'admin'), group('devs', 'collaborator'), user('margaret', 'viewer')],
}

describe('changing a policy', () => {
  it("replaces an identity's assignment where it is, leaving every other one as it was", () => {
    const next = withRole(policy, group('devs', 'viewer'))
    expect(next.roleAssignments).toEqual([
      user('ada', 'admin'),
      group('devs', 'viewer'),
      user('margaret', 'viewer'),
    ])
    // the policy it was made from is untouched
    expect(policy.roleAssignments[1]).toEqual(group('devs', 'collaborator'))
  })

  it('adds a new identity at the end', () => {
    const next = withRole(policy, user('grace', 'limited_collaborator'))
    expect(next.roleAssignments).toEqual([...policy.roleAssignments, user('grace', 'limited_collaborator')])
  })

  it('leaves one assignment for an identity the API gave several', () => {
    const doubled: Policy = {
      roleAssignments: [user('a', 'viewer'), user('b', 'admin'), user('a', 'collaborator')],
    }
    expect(withRole(doubled, user('a', 'admin')).roleAssignments).toEqual([
      user('a', 'admin'),
      user('b', 'admin'),
    ])
  })

  it('removes every assignment of an identity, and only those', () => {
    expect(withoutRole(policy, 'devs').roleAssignments).toEqual([
      user('ada', 'admin'),
      user('margaret', 'viewer'),
    ])
    expect(withoutRole(policy, 'nobody')).toEqual(policy)
  })
})

describe('reading a policy', () => {
  it("gives a user's strongest role, counting their groups", () => {
    expect(roleIn(policy, new Set(['grace', 'devs']))).toBe('collaborator')
    expect(roleIn(policy, new Set(['ada', 'devs']))).toBe('admin')
    expect(roleIn(policy, new Set(['guest']))).toBeNull()
    expect(roleOf(policy, 'margaret')).toBe('viewer')
    expect(roleOf(policy, 'grace')).toBeNull()
  })
})
