// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { accessRows } from './access-rows'
import { byGroupThenName, candidatesFor, type Identity, identitiesOf } from './identities'
import { myIdentityIds } from './policy'

const u = (id: string, name: string): Identity => ({ id, type: 'silo_user', name })
const g = (id: string, name: string): Identity => ({ id, type: 'silo_group', name })

describe('identities', () => {
  it('sort groups before users, then by name whatever its case', () => {
    const sorted = [u('1', 'zed'), g('2', 'sre'), u('3', 'Ada'), g('4', 'Auditors'), u('5', 'bob')].sort(
      byGroupThenName,
    )
    expect(sorted.map((i) => i.name)).toEqual(['Auditors', 'sre', 'Ada', 'bob', 'zed'])
  })

  it('settle equal names by id, so the order never depends on the input', () => {
    const a = u('a', 'Sam')
    const b = u('b', 'Sam')
    expect([b, a].sort(byGroupThenName)).toEqual([a, b])
  })

  it('come from the silo users and groups', () => {
    const identities = identitiesOf(
      [{ id: 'u1', displayName: 'Ada', siloId: 's' }],
      [{ id: 'g1', displayName: 'devs', siloId: 's' }],
    )
    expect(identities).toEqual([g('g1', 'devs'), u('u1', 'Ada')])
    expect(myIdentityIds({ id: 'u1' }, [{ id: 'g1' }])).toEqual(new Set(['u1', 'g1']))
  })

  it('are candidates for a role when the policy has no assignment for them yet', () => {
    const everyone = [u('ada', 'Ada'), u('guest', 'Guest'), g('devs', 'devs'), g('ops', 'ops')]
    const policy = {
      roleAssignments: [
        { identityId: 'ada', identityType: 'silo_user' as const, roleName: 'admin' as const },
        { identityId: 'devs', identityType: 'silo_group' as const, roleName: 'viewer' as const },
      ],
    }
    expect(candidatesFor(everyone, policy).map((i) => i.id)).toEqual(['ops', 'guest'])
    expect(candidatesFor(everyone, { roleAssignments: [] }).map((i) => i.id)).toEqual([
      'devs',
      'ops',
      'ada',
      'guest',
    ])
  })
})

describe('the rows of an access table', () => {
  it('are one per identity, groups first, named from the silo or else shown by id', () => {
    const policy = {
      roleAssignments: [
        { identityId: 'ada', identityType: 'silo_user' as const, roleName: 'admin' as const },
        { identityId: 'elsewhere', identityType: 'silo_user' as const, roleName: 'viewer' as const },
        { identityId: 'devs', identityType: 'silo_group' as const, roleName: 'collaborator' as const },
      ],
    }
    const rows = accessRows('fleet', policy, [u('ada', 'Ada'), g('devs', 'devs')])
    expect(rows.map((r) => [r.identity.name, r.known, r.assigned])).toEqual([
      ['devs', true, 'collaborator'],
      ['Ada', true, 'admin'],
      ['elsewhere', false, 'viewer'],
    ])
    expect(rows[0].badges).toEqual([{ level: 'fleet', role: 'collaborator' }])
  })
})
