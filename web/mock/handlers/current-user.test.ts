// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { adaCliToken } from '~mock/fixtures/access-tokens'
import { adaLaptopKey } from '~mock/fixtures/ssh-keys'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'

setupMockServer()

describe('/v1/me', () => {
  test('describes the user, their silo and what they may administer', async () => {
    const ada = await api.methods.currentUserView({})
    expect(ada.type === 'success' && ada.data).toEqual({
      id: 'a07d6641-1087-4e97-a52e-c5de2e7c1727',
      displayName: 'Ada Lovelace',
      siloId: '6e3d653b-641d-4be1-b914-870183d55ced',
      siloName: 'engineering',
      fleetViewer: true,
      siloAdmin: true,
    })
    const guest = await api.methods.currentUserView({}, asUser('guest'))
    expect(guest.type === 'success' && guest.data).toMatchObject({ fleetViewer: false, siloAdmin: false })
  })

  test('lists the groups the user belongs to', async () => {
    const ada = await api.methods.currentUserGroups({})
    expect(ada.type === 'success' && ada.data.items.map((g) => g.displayName).sort()).toEqual([
      'developers',
      'sre',
    ])
    const guest = await api.methods.currentUserGroups({}, asUser('guest'))
    expect(guest.type === 'success' && guest.data.items).toEqual([])
  })
})

describe('SSH keys', () => {
  test('lists, creates, views and deletes keys', async () => {
    const list = await api.methods.currentUserSshKeyList({})
    expect(list.type === 'success' && list.data.items.map((k) => k.name)).toEqual(['build-server', 'laptop'])

    const created = await api.methods.currentUserSshKeyCreate({
      body: {
        name: 'desktop',
        description: '',
        publicKey: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIExample ada@desk',
      },
    })
    expect(created.response.status).toBe(201)

    const view = await api.methods.currentUserSshKeyView({ path: { sshKey: 'desktop' } })
    expect(view.type === 'success' && view.data.publicKey).toMatch(/ada@desk$/)

    expect(
      (await api.methods.currentUserSshKeyDelete({ path: { sshKey: adaLaptopKey.id } })).response.status,
    ).toBe(204)
    const after = await api.methods.currentUserSshKeyList({})
    expect(after.type === 'success' && after.data.items.map((k) => k.name)).toEqual([
      'build-server',
      'desktop',
    ])
  })

  test('key names are unique per user, and other users do not see them', async () => {
    const dup = await api.methods.currentUserSshKeyCreate({
      body: { name: 'laptop', description: '', publicKey: 'ssh-ed25519 AAAA' },
    })
    expect(dup.type === 'error' && dup.data.message).toBe('already exists: ssh-key "laptop"')

    const grace = await api.methods.currentUserSshKeyView({ path: { sshKey: 'laptop' } }, asUser('grace'))
    expect(grace.type === 'error' && grace.data.message).toBe('not found: ssh-key with name "laptop"')
  })
})

describe('access tokens', () => {
  test('lists and deletes the user’s tokens', async () => {
    const list = await api.methods.currentUserAccessTokenList({})
    expect(list.type === 'success' && list.data.items).toHaveLength(2)
    expect(list.type === 'success' && list.data.items[0]).not.toHaveProperty('token')

    expect(
      (await api.methods.currentUserAccessTokenDelete({ path: { tokenId: adaCliToken.id } })).response.status,
    ).toBe(204)
    const after = await api.methods.currentUserAccessTokenList({})
    expect(after.type === 'success' && after.data.items.map((t) => t.id)).not.toContain(adaCliToken.id)
  })
})

describe('silo users, groups and policies', () => {
  test('users and groups are those of the caller’s silo', async () => {
    const users = await api.methods.userList({})
    expect(users.type === 'success' && users.data.items.map((u) => u.displayName).sort()).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Dorothy Vaughan',
      'Grace Hopper',
      'Guest User',
      'Katherine Johnson',
      'Margaret Hamilton',
    ])
    const groups = await api.methods.groupList({})
    expect(groups.type === 'success' && groups.data.items.map((g) => g.displayName).sort()).toEqual([
      'auditors',
      'developers',
      'sre',
    ])
  })

  test('users can be filtered by group, and groups and users viewed by id', async () => {
    const developers = '9e5efc2d-7b37-4a25-8493-db1769f46157'
    const members = await api.methods.userList({ query: { group: developers } })
    expect(members.type === 'success' && members.data.items.map((u) => u.displayName).sort()).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Grace Hopper',
    ])
    const group = await api.methods.groupView({ path: { groupId: developers } })
    expect(group.type === 'success' && group.data.displayName).toBe('developers')
    const rosalind = await api.methods.userView({ path: { userId: '1d30f964-74db-4967-8a58-ecbaa273b2fb' } })
    expect(rosalind.response.status).toBe(404)
  })

  test('the silo policy can be read and replaced by a silo admin only', async () => {
    const policy = await api.methods.policyView({})
    expect(policy.type === 'success' && policy.data.roleAssignments).toHaveLength(4)
    const body = { roleAssignments: [] }
    expect((await api.methods.policyUpdate({ body }, asUser('grace'))).response.status).toBe(403)
    expect((await api.methods.policyUpdate({ body })).response.status).toBe(200)
    const after = await api.methods.policyView({})
    expect(after.type === 'success' && after.data.roleAssignments).toEqual([])
  })

  test('system views need a fleet role', async () => {
    const silos = await api.methods.siloList({})
    expect(silos.type === 'success' && silos.data.items.map((s) => s.name)).toEqual([
      'engineering',
      'research',
    ])
    const fleet = await api.methods.systemPolicyView({})
    expect(fleet.type === 'success' && fleet.data.roleAssignments.length).toBeGreaterThan(0)
    expect((await api.methods.siloList({}, asUser('alan'))).response.status).toBe(403)
    expect((await api.methods.systemPolicyView({}, asUser('guest'))).response.status).toBe(403)
  })
})

describe('paths outside the API', () => {
  test('unknown /v1 paths are a 404', async () => {
    const response = await fetch('http://localhost/v1/no-such-thing')
    expect(response.status).toBe(404)
  })
})
