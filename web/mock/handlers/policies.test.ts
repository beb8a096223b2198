// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { db } from '~mock/db'
import { auditors } from '~mock/fixtures/groups'
import { dorothy } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { mustExist } from '~mock/toolkit/lookup'
import { api, asUser, failure, ok } from '~mock/toolkit/test-kit'
import { MAX_ROLE_ASSIGNMENTS } from './policy-limits'

setupMockServer()

const USERS = ['ada', 'grace', 'alan', 'margaret', 'dorothy', 'katherine', 'guest'] as const
type Username = (typeof USERS)[number]

/** What each seeded user gets back when writing a policy unchanged, by the roles the seed gives them. */
const WRITES: Record<'silo' | 'sandbox' | 'fleet', Record<Username, number>> = {
  // only a silo admin changes the silo's access
  silo: { ada: 200, grace: 403, alan: 403, margaret: 403, dorothy: 403, katherine: 403, guest: 403 },
  // a project admin, which silo admins and collaborators are on every project of the silo; guest cannot see it
  sandbox: { ada: 200, grace: 200, alan: 200, margaret: 403, dorothy: 403, katherine: 403, guest: 404 },
  // only a fleet admin; grace is a fleet viewer through `sre`
  fleet: { ada: 200, grace: 403, alan: 403, margaret: 403, dorothy: 403, katherine: 403, guest: 403 },
}

async function writeBack(policy: keyof typeof WRITES, user: Username) {
  if (policy === 'silo') {
    const body = ok(await api.methods.policyView({}))
    return (await api.methods.policyUpdate({ body }, asUser(user))).response.status
  }
  if (policy === 'sandbox') {
    const path = { project: 'sandbox' }
    const body = ok(await api.methods.projectPolicyView({ path }))
    return (await api.methods.projectPolicyUpdate({ path, body }, asUser(user))).response.status
  }
  const body = ok(await api.methods.systemPolicyView({}))
  return (await api.methods.systemPolicyUpdate({ body }, asUser(user))).response.status
}

describe('who may change a policy', () => {
  for (const policy of ['silo', 'sandbox', 'fleet'] as const) {
    const expected = WRITES[policy]
    for (const user of USERS) {
      test(`${policy} policy, as ${user}: ${expected[user]}`, async () => {
        expect(await writeBack(policy, user)).toBe(expected[user])
      })
    }
  }

  test('a refused write changes nothing', async () => {
    const before = structuredClone(db.siloPolicies)
    const result = await api.methods.policyUpdate({ body: { roleAssignments: [] } }, asUser('margaret'))
    expect(failure(result)).toMatchObject({ status: 403, message: 'Action not authorized' })
    expect(db.siloPolicies).toEqual(before)
  })
})

describe('who may read a policy', () => {
  test('every member of the silo reads its policy, a limited collaborator included', async () => {
    for (const user of USERS) {
      expect((await api.methods.policyView({}, asUser(user))).response.status).toBe(200)
    }
    const policy = ok(await api.methods.policyView({}, asUser('dorothy')))
    expect(policy.roleAssignments).toContainEqual({
      identityId: dorothy.id,
      identityType: 'silo_user',
      roleName: 'limited_collaborator',
    })
  })

  test('a project policy is read by those who can see the project', async () => {
    const path = { project: 'sandbox' }
    for (const user of ['dorothy', 'katherine', 'margaret'] as const) {
      expect((await api.methods.projectPolicyView({ path }, asUser(user))).response.status).toBe(200)
    }
    expect((await api.methods.projectPolicyView({ path }, asUser('guest'))).response.status).toBe(404)
  })

  test('the fleet policy takes a fleet viewer', async () => {
    expect((await api.methods.systemPolicyView({}, asUser('grace'))).response.status).toBe(200)
    expect((await api.methods.systemPolicyView({}, asUser('dorothy'))).response.status).toBe(403)
  })
})

describe('fleet roles from a silo role mapping', () => {
  test('every silo role a user holds, by name or through a group, brings the fleet roles mapped to it', async () => {
    const engineering = mustExist(
      db.silos.find((s) => s.name === 'engineering'),
      'engineering',
    )
    engineering.mapped_fleet_roles = { viewer: ['viewer'] }
    // dorothy is a limited collaborator by name; as a member of auditors she is a silo viewer too
    db.groupMemberships.push({ user_id: dorothy.id, group_id: auditors.id })
    expect((await api.methods.systemPolicyView({}, asUser('dorothy'))).response.status).toBe(200)
    expect(ok(await api.methods.currentUserView({}, asUser('dorothy'))).fleetViewer).toBe(true)
  })
})

describe('what a policy may hold', () => {
  const assignment = (i: number) => ({
    identityId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    identityType: 'silo_user' as const,
    roleName: 'viewer' as const,
  })

  test(`at most ${MAX_ROLE_ASSIGNMENTS} assignments, on every level`, async () => {
    const full = { roleAssignments: Array.from({ length: MAX_ROLE_ASSIGNMENTS }, (_, i) => assignment(i)) }
    const over = { roleAssignments: [...full.roleAssignments, assignment(MAX_ROLE_ASSIGNMENTS)] }
    const path = { project: 'web-frontend' }
    expect((await api.methods.projectPolicyUpdate({ path, body: full })).response.status).toBe(200)
    const refused = failure(await api.methods.projectPolicyUpdate({ path, body: over }))
    expect(refused.status).toBe(400)
    expect(refused.message).toMatch(/at most 64 role assignments/)
    expect(failure(await api.methods.policyUpdate({ body: over })).status).toBe(400)
    expect(failure(await api.methods.systemPolicyUpdate({ body: over })).status).toBe(400)
    expect(ok(await api.methods.projectPolicyView({ path })).roleAssignments).toHaveLength(64)
  })

  test('the fleet has no limited collaborator role', async () => {
    const body = {
      roleAssignments: [
        { identityId: auditors.id, identityType: 'silo_group', roleName: 'limited_collaborator' },
      ],
    }
    // biome-ignore lint/suspicious/noExplicitAny: a body the typed client would not let through
    const result = await api.methods.systemPolicyUpdate({ body: body as any })
    expect(result.response.status).toBe(400)
  })

  test('a write stores the assignments exactly as sent', async () => {
    const body = {
      roleAssignments: [
        { identityId: auditors.id, identityType: 'silo_group' as const, roleName: 'viewer' as const },
        { identityId: dorothy.id, identityType: 'silo_user' as const, roleName: 'admin' as const },
      ],
    }
    expect(ok(await api.methods.projectPolicyUpdate({ path: { project: 'billing' }, body }))).toEqual(body)
    expect(ok(await api.methods.projectPolicyView({ path: { project: 'billing' } }))).toEqual(body)
  })
})
