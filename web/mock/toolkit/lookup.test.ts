// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { oktaIdp } from '~mock/fixtures/identity-providers'
import { sandbox } from '~mock/fixtures/projects'
import { researchSilo } from '~mock/fixtures/silos'
import { setupMockServer } from '~mock/node'
import { lookupNested } from './lookup'
import { lookupProject } from './silos-and-projects'
import { api } from './test-kit'

setupMockServer()

async function errorOf(response: Response) {
  return { status: response.status, ...(await response.json()) }
}

/** A child table like the ones nested resources have, for exercising lookupNested. */
const disks = [
  { id: '0f5b7c1e-2d3a-4b6c-8e9f-a1b2c3d4e5f6', name: 'boot', project_id: sandbox.id },
  { id: '1a2b3c4d-5e6f-4a8b-9c0d-e1f2a3b4c5d6', name: 'boot', project_id: 'some-other-project' },
]
const disk = (value: string) => ({ table: disks, type: 'disk', value })
const inProject = (project: string | undefined) => ({
  parentKey: 'project_id' as const,
  ancestors: { project },
  parent: (p: string) => lookupProject({ project: p }),
})

describe('name-or-id lookups', () => {
  test('a top-level resource is found by name or by id', () => {
    expect(lookupProject({ project: 'sandbox' }).id).toBe(sandbox.id)
    expect(lookupProject({ project: sandbox.id }).name).toBe('sandbox')
  })

  test('a child name is resolved inside its parent, given by name or id', () => {
    expect(lookupNested({ ...disk('boot'), ...inProject('sandbox') }).id).toBe(disks[0].id)
    expect(lookupNested({ ...disk('boot'), ...inProject(sandbox.id) }).id).toBe(disks[0].id)
  })

  test('a child id stands alone', () => {
    expect(lookupNested({ ...disk(disks[1].id), ...inProject(undefined) }).project_id).toBe(
      'some-other-project',
    )
  })

  test('an id with a parent selector is a 400', async () => {
    let thrown: unknown
    try {
      lookupNested({ ...disk(disks[0].id), ...inProject('sandbox') })
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(Response)
    expect(await errorOf(thrown as Response)).toMatchObject({
      status: 400,
      error_code: 'InvalidRequest',
      message: 'when providing disk as an ID project should not be specified',
    })
  })

  test('a name without a parent selector is a 400', async () => {
    let thrown: unknown
    try {
      lookupNested({ ...disk('boot'), ...inProject(undefined) })
    } catch (e) {
      thrown = e
    }
    expect(await errorOf(thrown as Response)).toMatchObject({ status: 400, error_code: 'InvalidRequest' })
  })

  test('a missing child or parent is a 404 naming it', async () => {
    const missing = (fn: () => unknown) => {
      try {
        fn()
      } catch (e) {
        return errorOf(e as Response)
      }
      throw new Error('expected a 404')
    }
    expect(await missing(() => lookupNested({ ...disk('data'), ...inProject('sandbox') }))).toMatchObject({
      status: 404,
      error_code: 'ObjectNotFound',
      message: 'not found: disk with name "data"',
    })
    expect(await missing(() => lookupNested({ ...disk('boot'), ...inProject('nope') }))).toMatchObject({
      message: 'not found: project with name "nope"',
    })
  })

  test('the API applies the same rules (SAML identity providers live in a silo)', async () => {
    const byName = await api.methods.samlIdentityProviderView({
      path: { provider: 'okta' },
      query: { silo: 'research' },
    })
    expect(byName.type === 'success' && byName.data.id).toBe(oktaIdp.id)

    const byId = await api.methods.samlIdentityProviderView({ path: { provider: oktaIdp.id } })
    expect(byId.type === 'success' && byId.data.name).toBe('okta')

    const both = await api.methods.samlIdentityProviderView({
      path: { provider: oktaIdp.id },
      query: { silo: researchSilo.id },
    })
    expect(both.response.status).toBe(400)
    expect(both.type === 'error' && both.data.message).toBe(
      'when providing identity-provider as an ID silo should not be specified',
    )
  })
})
