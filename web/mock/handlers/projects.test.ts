// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { db } from '~mock/db'
import { billing, sandbox, webFrontend } from '~mock/fixtures/projects'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'

setupMockServer()

async function projectNames(params = {}) {
  const result = await api.methods.projectList({}, params)
  if (result.type !== 'success') throw new Error(`list failed: ${result.response.status}`)
  return result.data.items.map((p) => p.name)
}

describe('project CRUD', () => {
  test('lists the seeded projects by name', async () => {
    expect(await projectNames()).toEqual([
      'billing',
      'data-pipeline',
      'ml-training',
      'sandbox',
      'web-frontend',
    ])
  })

  test('creates a project that can then be viewed by name and by id', async () => {
    const created = await api.methods.projectCreate({
      body: { name: 'analytics', description: 'Dashboards' },
    })
    expect(created.response.status).toBe(201)
    if (created.type !== 'success') throw new Error('create failed')
    expect(created.data).toMatchObject({ name: 'analytics', description: 'Dashboards' })
    expect(created.data.timeCreated).toBeInstanceOf(Date)

    const byName = await api.methods.projectView({ path: { project: 'analytics' } })
    const byId = await api.methods.projectView({ path: { project: created.data.id } })
    expect(byName.type === 'success' && byName.data.id).toBe(created.data.id)
    expect(byId.type === 'success' && byId.data.name).toBe('analytics')
    expect(await projectNames()).toContain('analytics')
  })

  test('a duplicate name is refused with ObjectAlreadyExists', async () => {
    const result = await api.methods.projectCreate({ body: { name: 'sandbox', description: '' } })
    expect(result.response.status).toBe(400)
    expect(result.type === 'error' && result.data).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: project "sandbox"',
    })
  })

  test('unknown projects are 404 with a message naming the selector', async () => {
    const byName = await api.methods.projectView({ path: { project: 'nope' } })
    expect(byName.response.status).toBe(404)
    expect(byName.type === 'error' && byName.data).toMatchObject({
      errorCode: 'ObjectNotFound',
      message: 'not found: project with name "nope"',
    })
    expect(byName.type === 'error' && byName.data.requestId).toMatch(/^[0-9a-f-]{36}$/)

    const id = 'e4a6ad7c-8a0e-4f5a-9c1e-3d0c6f1b2a77'
    const byId = await api.methods.projectView({ path: { project: id } })
    expect(byId.type === 'error' && byId.data.message).toBe(`not found: project with id "${id}"`)
  })

  test('update renames the project and changes its description', async () => {
    const result = await api.methods.projectUpdate({
      path: { project: 'sandbox' },
      body: { name: 'playground', description: 'For experiments' },
    })
    expect(result.type === 'success' && result.data).toMatchObject({
      id: sandbox.id,
      name: 'playground',
      description: 'For experiments',
    })
    expect((await api.methods.projectView({ path: { project: 'sandbox' } })).response.status).toBe(404)
    expect((await api.methods.projectView({ path: { project: 'playground' } })).response.status).toBe(200)
  })

  test('renaming onto an existing name is refused', async () => {
    const result = await api.methods.projectUpdate({
      path: { project: 'sandbox' },
      body: { name: 'billing' },
    })
    expect(result.type === 'error' && result.data.message).toBe('already exists: project "billing"')
  })

  test('delete removes a project once its default VPC is gone, as in Nexus', async () => {
    await api.methods.projectCreate({ body: { name: 'short-lived', description: '' } })
    const blocked = await api.methods.projectDelete({ path: { project: 'short-lived' } })
    expect(blocked.response.status).toBe(400)
    expect(blocked.type === 'error' && blocked.data.message).toBe(
      'project to be deleted contains a vpc: default',
    )

    const vpc = { project: 'short-lived', vpc: 'default' }
    await api.methods.vpcSubnetDelete({ path: { subnet: 'default' }, query: vpc })
    await api.methods.vpcDelete({ path: { vpc: 'default' }, query: { project: 'short-lived' } })
    const result = await api.methods.projectDelete({ path: { project: 'short-lived' } })
    expect(result.response.status).toBe(204)
    expect((await api.methods.projectView({ path: { project: 'short-lived' } })).response.status).toBe(404)
    expect(await projectNames()).not.toContain('short-lived')
  })

  test('a project that still holds instances cannot be deleted', async () => {
    const result = await api.methods.projectDelete({ path: { project: billing.id } })
    expect(result.response.status).toBe(400)
    expect(result.type === 'error' && result.data.message).toMatch(
      /^project to be deleted contains an instance: /,
    )
    expect((await api.methods.projectView({ path: { project: 'billing' } })).response.status).toBe(200)
  })

  test('each test starts from the seed again', async () => {
    expect(await projectNames()).toEqual([
      'billing',
      'data-pipeline',
      'ml-training',
      'sandbox',
      'web-frontend',
    ])
    expect(db.projects.map((p) => p.name)).not.toContain('analytics')
  })
})

describe('project policy', () => {
  test('reads and replaces the role assignments', async () => {
    const before = await api.methods.projectPolicyView({ path: { project: 'web-frontend' } })
    expect(before.type === 'success' && before.data.roleAssignments).toEqual([
      { identityId: '087ca118-4d06-4eba-83ab-51129752ef39', identityType: 'silo_user', roleName: 'admin' },
    ])

    const assignment = {
      identityId: '553fec77-4a22-4cdf-a771-08dd747c79cd',
      identityType: 'silo_user' as const,
      roleName: 'viewer' as const,
    }
    const updated = await api.methods.projectPolicyUpdate({
      path: { project: webFrontend.id },
      body: { roleAssignments: [assignment] },
    })
    expect(updated.type === 'success' && updated.data.roleAssignments).toEqual([assignment])
    const after = await api.methods.projectPolicyView({ path: { project: 'web-frontend' } })
    expect(after.type === 'success' && after.data.roleAssignments).toEqual([assignment])
  })
})

describe('who sees what', () => {
  test('a user with no groups and no silo role is forbidden from listing projects', async () => {
    const result = await api.methods.projectList({}, asUser('guest'))
    expect(result.response.status).toBe(403)
    expect(result.type === 'error' && result.data).toMatchObject({
      errorCode: 'Forbidden',
      message: 'Action not authorized',
    })
  })

  test('a user with only project roles sees just those projects', async () => {
    expect(await projectNames(asUser('katherine'))).toEqual(['ml-training', 'sandbox'])
    const hidden = await api.methods.projectView({ path: { project: 'billing' } }, asUser('katherine'))
    expect(hidden.type === 'error' && hidden.data.message).toBe('not found: project with name "billing"')
  })

  test('a silo viewer cannot create projects', async () => {
    const result = await api.methods.projectCreate(
      { body: { name: 'audit', description: '' } },
      asUser('margaret'),
    )
    expect(result.response.status).toBe(403)
  })
})
