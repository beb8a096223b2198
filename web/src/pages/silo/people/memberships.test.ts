// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Group, User } from '~/api/__generated__/Api'
import type { Assignment } from '~/components/access/policy'
import type { RoleName } from '~/components/access/roles'
import { groupsByUser, holderOf, projectsCheckedNote, roleSourceOf } from './memberships'

const group = (id: string, displayName: string): Group => ({ id, displayName, siloId: 'silo' })
const user = (id: string): User => ({ id, displayName: id, siloId: 'silo' })
const developers = group('g-dev', 'developers')
const auditors = group('g-aud', 'auditors')
const sre = group('g-sre', 'sre')

const assign = (identityId: string, roleName: RoleName): Assignment => ({
  identityId,
  identityType: identityId.startsWith('g-') ? 'silo_group' : 'silo_user',
  roleName,
})
const policy = (...roleAssignments: Assignment[]) => ({ roleAssignments })

describe("a user's groups", () => {
  it("are gathered from every group's members, by group name", () => {
    const members = new Map([
      [sre.id, [user('grace')]],
      [developers.id, [user('grace'), user('alan')]],
      [auditors.id, []],
    ])
    const byUser = groupsByUser([sre, developers, auditors], members)
    expect(byUser.get('grace')).toEqual([developers, sre])
    expect(byUser.get('alan')).toEqual([developers])
    expect(byUser.get('guest')).toBeUndefined()
  })
})

describe('where a role comes from', () => {
  it('is the user themselves when the policy names them', () => {
    expect(roleSourceOf(policy(assign('ada', 'admin')), 'ada', [])).toEqual({ role: 'admin', through: [] })
  })

  it('is the group that gives it, when only a group does', () => {
    const source = roleSourceOf(policy(assign('g-dev', 'collaborator')), 'grace', [developers, sre])
    expect(source).toEqual({ role: 'collaborator', through: [developers] })
    expect(source && holderOf(source, 'grace')).toEqual({ identityId: developers.id, group: developers })
  })

  it('is the strongest role of all, wherever it comes from', () => {
    const p = policy(assign('grace', 'viewer'), assign('g-dev', 'collaborator'))
    expect(roleSourceOf(p, 'grace', [developers])).toEqual({ role: 'collaborator', through: [developers] })
  })

  it('counts as direct when the user holds the strongest role themselves as well as through a group', () => {
    const p = policy(assign('g-dev', 'admin'), assign('grace', 'admin'))
    const source = roleSourceOf(p, 'grace', [developers])
    expect(source).toEqual({ role: 'admin', through: [] })
    expect(source && holderOf(source, 'grace')).toEqual({ identityId: 'grace', group: null })
  })

  it('names every group that gives the strongest role', () => {
    const p = policy(assign('g-sre', 'viewer'), assign('g-dev', 'viewer'), assign('g-aud', 'viewer'))
    const source = roleSourceOf(p, 'grace', [sre, developers, auditors])
    expect(source?.through).toEqual([auditors, developers, sre])
  })

  it('is nothing when neither the user nor their groups have a role', () => {
    expect(roleSourceOf(policy(assign('g-aud', 'viewer')), 'grace', [developers])).toBeNull()
  })
})

describe('how far the project roles were looked for', () => {
  it('is said only when the silo has more projects than were checked', () => {
    expect(projectsCheckedNote(5, 5)).toBeNull()
    expect(projectsCheckedNote(50, 57)).toBe('Roles checked on the first 50 of 57 projects.')
    expect(projectsCheckedNote(50, 1000, true)).toBe(
      'Roles checked on the first 50 of more than 1,000 projects.',
    )
  })
})
