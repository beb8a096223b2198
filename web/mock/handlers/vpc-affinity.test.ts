// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { billing, webFrontend } from '~mock/fixtures/projects'
import { setupMockServer } from '~mock/node'
import { asUser, failure, ok } from '~mock/toolkit/test-kit'
import { addInstance } from './vpc-test-rows'

setupMockServer()
const api = new Api({ host: 'http://localhost' }).methods
const project = 'web-frontend'
const body = {
  name: 'db-pack',
  description: 'Databases together',
  policy: 'fail',
  failureDomain: 'sled',
} as const

describe('affinity groups', () => {
  test('lists the seeded groups of a project', async () => {
    expect(ok(await api.affinityGroupList({ query: { project } })).items.map((g) => g.name)).toEqual([
      'cache-pair',
    ])
    const anti = ok(await api.antiAffinityGroupList({ query: { project } })).items
    expect(anti).toEqual([
      expect.objectContaining({ name: 'web-spread', policy: 'allow', failureDomain: 'sled' }),
    ])
  })

  test('create, view by id, rename and delete', async () => {
    const created = await api.affinityGroupCreate({ query: { project }, body })
    expect(created.response.status).toBe(201)
    const group = ok(created)
    expect(group).toMatchObject({
      name: 'db-pack',
      policy: 'fail',
      failureDomain: 'sled',
      projectId: webFrontend.id,
    })
    expect(ok(await api.affinityGroupView({ path: { affinityGroup: group.id } })).name).toBe('db-pack')
    const renamed = ok(
      await api.affinityGroupUpdate({
        path: { affinityGroup: group.id },
        body: { name: 'db-together', description: 'x' },
      }),
    )
    expect(renamed).toMatchObject({ name: 'db-together', description: 'x' })
    expect((await api.affinityGroupDelete({ path: { affinityGroup: group.id } })).response.status).toBe(204)
    expect(
      failure(await api.affinityGroupView({ path: { affinityGroup: 'db-together' }, query: { project } })),
    ).toMatchObject({
      status: 404,
      message: 'not found: affinity-group with name "db-together"',
    })
  })

  test('names are unique per kind within a project', async () => {
    const duplicate = failure(
      await api.affinityGroupCreate({ query: { project }, body: { ...body, name: 'cache-pair' } }),
    )
    expect(duplicate).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: affinity-group "cache-pair"',
    })
    // the other kind and other projects have their own namespaces
    expect(
      (await api.antiAffinityGroupCreate({ query: { project }, body: { ...body, name: 'cache-pair' } }))
        .response.status,
    ).toBe(201)
    expect(
      (
        await api.affinityGroupCreate({
          query: { project: 'billing' },
          body: { ...body, name: 'cache-pair' },
        })
      ).response.status,
    ).toBe(201)
  })

  test('an id comes without a project', async () => {
    const group = ok(
      await api.affinityGroupView({ path: { affinityGroup: 'cache-pair' }, query: { project } }),
    )
    expect(
      failure(await api.affinityGroupView({ path: { affinityGroup: group.id }, query: { project } })).message,
    ).toBe('when providing affinity_group as an ID project should not be specified')
  })

  test('a viewer reads groups but cannot create them', async () => {
    const viewer = asUser('margaret')
    expect(ok(await api.affinityGroupList({ query: { project } }, viewer)).items).toHaveLength(1)
    expect(failure(await api.affinityGroupCreate({ query: { project }, body }, viewer))).toMatchObject({
      status: 403,
      message: 'Action not authorized',
    })
  })
})

describe('members', () => {
  test('the seeded anti-affinity group spreads the web tier', async () => {
    const members = ok(
      await api.antiAffinityGroupMemberList({
        path: { antiAffinityGroup: 'web-spread' },
        query: { project },
      }),
    )
    expect(members.items.map((m) => [m.type, m.value.name])).toEqual([
      ['instance', 'web-1'],
      ['instance', 'web-2'],
      ['instance', 'web-3'],
    ])
    const web1 = ok(
      await api.antiAffinityGroupMemberInstanceView({
        path: { antiAffinityGroup: 'web-spread', instance: 'web-1' },
        query: { project },
      }),
    )
    expect(web1.value).toMatchObject({ id: '0b1c7d4e-1f2a-4c3b-9d5e-6f7a8b9c0d11', name: 'web-1' })
  })

  test('members carry the instance name and current state', async () => {
    const instance = addInstance({ name: 'db-1', project_id: webFrontend.id, run_state: 'stopped' })
    const added = await api.affinityGroupMemberInstanceAdd({
      path: { affinityGroup: 'cache-pair', instance: 'db-1' },
      query: { project },
    })
    expect(added.response.status).toBe(201)
    expect(ok(added)).toEqual({
      type: 'instance',
      value: { id: instance.id, name: 'db-1', runState: 'stopped' },
    })

    instance.run_state = 'running'
    const group = ok(
      await api.affinityGroupView({ path: { affinityGroup: 'cache-pair' }, query: { project } }),
    )
    const view = ok(
      await api.affinityGroupMemberInstanceView({ path: { affinityGroup: group.id, instance: instance.id } }),
    )
    expect(view.value.runState).toBe('running')
  })

  test('only a stopped instance can be added', async () => {
    addInstance({ name: 'db-2', project_id: webFrontend.id, run_state: 'running' })
    const result = failure(
      await api.antiAffinityGroupMemberInstanceAdd({
        path: { antiAffinityGroup: 'web-spread', instance: 'db-2' },
        query: { project },
      }),
    )
    expect(result).toMatchObject({ status: 400, errorCode: 'InvalidRequest' })
    expect(result.message).toBe(
      'instance "db-2" must be stopped to be added to anti-affinity group "web-spread"; it is running',
    )
  })

  test('an instance joins a group once, and only a group of its own project', async () => {
    addInstance({ name: 'db-3', project_id: webFrontend.id })
    const path = { affinityGroup: 'cache-pair', instance: 'db-3' }
    ok(await api.affinityGroupMemberInstanceAdd({ path, query: { project } }))
    expect(failure(await api.affinityGroupMemberInstanceAdd({ path, query: { project } }))).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: affinity-group-member "db-3"',
    })

    const elsewhere = addInstance({ name: 'ledger', project_id: billing.id })
    const group = ok(
      await api.affinityGroupView({ path: { affinityGroup: 'cache-pair' }, query: { project } }),
    )
    const cross = failure(
      await api.affinityGroupMemberInstanceAdd({ path: { affinityGroup: group.id, instance: elsewhere.id } }),
    )
    expect(cross.message).toBe('instance "ledger" is not in the project of affinity group "cache-pair"')
  })

  test('a group holds at most 32 members', async () => {
    const group = ok(await api.antiAffinityGroupCreate({ query: { project }, body }))
    for (let i = 0; i < 32; i++) {
      db.antiAffinityGroupMembers.push({
        group_id: group.id,
        instance_id: addInstance({ name: `n-${i}`, project_id: webFrontend.id }).id,
      })
    }
    const extra = addInstance({ name: 'n-extra', project_id: webFrontend.id })
    const result = failure(
      await api.antiAffinityGroupMemberInstanceAdd({
        path: { antiAffinityGroup: group.id, instance: extra.id },
      }),
    )
    expect(result.message).toBe('anti-affinity group "db-pack" already has the maximum of 32 members')
    const page = ok(
      await api.antiAffinityGroupMemberList({ path: { antiAffinityGroup: group.id }, query: { limit: 10 } }),
    )
    expect(page.items).toHaveLength(10)
    expect(page.nextPage).not.toBeNull()
  })

  test('remove a member; a non-member is not found', async () => {
    const path = { antiAffinityGroup: 'web-spread', instance: 'web-2' }
    expect(
      (await api.antiAffinityGroupMemberInstanceDelete({ path, query: { project } })).response.status,
    ).toBe(204)
    expect(
      failure(await api.antiAffinityGroupMemberInstanceView({ path, query: { project } })),
    ).toMatchObject({
      status: 404,
      message: 'not found: anti-affinity-group-member with name "web-2"',
    })
    expect(
      failure(await api.antiAffinityGroupMemberInstanceDelete({ path, query: { project } })).status,
    ).toBe(404)
  })

  test('deleting a group drops its memberships', async () => {
    const group = ok(
      await api.antiAffinityGroupView({ path: { antiAffinityGroup: 'web-spread' }, query: { project } }),
    )
    ok(await api.antiAffinityGroupDelete({ path: { antiAffinityGroup: group.id } }))
    expect(db.antiAffinityGroupMembers.some((m) => m.group_id === group.id)).toBe(false)
  })

  test('a viewer cannot add or remove members', async () => {
    addInstance({ name: 'db-4', project_id: webFrontend.id })
    const viewer = asUser('margaret')
    const add = await api.affinityGroupMemberInstanceAdd(
      { path: { affinityGroup: 'cache-pair', instance: 'db-4' }, query: { project } },
      viewer,
    )
    expect(failure(add).status).toBe(403)
    const remove = await api.antiAffinityGroupMemberInstanceDelete(
      { path: { antiAffinityGroup: 'web-spread', instance: 'web-1' }, query: { project } },
      viewer,
    )
    expect(failure(remove).status).toBe(403)
  })
})
