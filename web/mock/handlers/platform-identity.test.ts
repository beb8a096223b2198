// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { db } from '~mock/db'
import { scimTokens } from '~mock/fixtures/platform/silo-settings'
import { researchSilo } from '~mock/fixtures/silos'
import { ada, grace, rosalind } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'

setupMockServer()
const engineering = { silo: 'engineering' }

describe('local identity provider users', () => {
  test('creates a user with a password, who then appears in the silo', async () => {
    const created = await api.methods.localIdpUserCreate({
      query: engineering,
      body: { externalId: 'hedy', password: { mode: 'password', value: 'frequency-hopping' } },
    })
    expect(created.response.status).toBe(201)
    if (created.type !== 'success') throw new Error('create failed')
    expect(created.data).toMatchObject({ displayName: 'hedy', siloId: ada.silo_id })
    expect(db.localPasswords).toEqual([{ user_id: created.data.id, password: 'frequency-hopping' }])
    const users = await api.methods.siloUserList({ query: engineering })
    expect(users.type === 'success' && users.data.items.map((u) => u.id)).toContain(created.data.id)
  })

  test('a taken username is refused', async () => {
    const result = await api.methods.localIdpUserCreate({
      query: engineering,
      body: { externalId: 'grace', password: { mode: 'login_disallowed' } },
    })
    expect(result.type === 'error' && result.data).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: silo-user "grace"',
    })
  })

  test("a username or password outside the API's rules is refused, and nothing is created", async () => {
    const users = db.users.length
    for (const externalId of [
      'Hedy',
      '1hedy',
      'hedy_lamarr',
      'hedy-',
      `h${'e'.repeat(63)}`,
      'a3b5f20c-5f0b-4b8e-9a43-0f0e1c2d3b4a',
    ]) {
      const result = await api.methods.localIdpUserCreate({
        query: engineering,
        body: { externalId, password: { mode: 'login_disallowed' } },
      })
      expect(result.type === 'error' && result.data.errorCode).toBe('InvalidRequest')
    }
    const long = await api.methods.localIdpUserCreate({
      query: engineering,
      body: { externalId: 'hedy', password: { mode: 'password', value: 'x'.repeat(513) } },
    })
    expect(long.response.status).toBe(400)
    expect(db.users).toHaveLength(users)
  })

  test('sets or disallows a password', async () => {
    const path = { userId: grace.id }
    const set = await api.methods.localIdpUserSetPassword({
      path,
      query: engineering,
      body: { mode: 'password', value: 'cobol-4-ever' },
    })
    expect(set.response.status).toBe(204)
    await api.methods.localIdpUserSetPassword({
      path,
      query: engineering,
      body: { mode: 'login_disallowed' },
    })
    expect(db.localPasswords).toEqual([{ user_id: grace.id, password: null }])
  })

  test('delete removes the user with their keys, tokens and sessions', async () => {
    const result = await api.methods.localIdpUserDelete({ path: { userId: ada.id }, query: engineering })
    expect(result.response.status).toBe(204)
    expect(db.users.some((u) => u.id === ada.id)).toBe(false)
    expect(db.accessTokens.some((t) => t.silo_user_id === ada.id)).toBe(false)
    expect(db.consoleSessions.some((s) => s.silo_user_id === ada.id)).toBe(false)
    expect(db.session.userId).toBeNull()
  })

  test('only local silos have local users, and only admins manage them', async () => {
    const saml = await api.methods.localIdpUserCreate({
      query: { silo: 'research' },
      body: { externalId: 'lise', password: { mode: 'login_disallowed' } },
    })
    expect(saml.response.status).toBe(400)
    const other = await api.methods.localIdpUserDelete({ path: { userId: rosalind.id }, query: engineering })
    expect(other.type === 'error' && other.data.errorCode).toBe('ObjectNotFound')
    const viewer = await api.methods.localIdpUserCreate(
      { query: engineering, body: { externalId: 'eve', password: { mode: 'login_disallowed' } } },
      asUser('margaret'),
    )
    expect(viewer.response.status).toBe(403)
  })
})

describe('SAML identity providers', () => {
  const body = {
    name: 'azure',
    description: 'Microsoft Entra ID',
    acsUrl: 'https://research.sys.rack.example.com/login/research/saml/azure',
    sloUrl: 'https://login.example.com/logout',
    idpEntityId: 'https://sts.example.net/1f2e3d4c/',
    spClientId: 'oxide-research',
    technicalContactEmail: 'it-ops@research.example.com',
    idpMetadataSource: { type: 'base64_encoded_xml' as const, data: btoa('<md:EntityDescriptor/>') },
  }

  test('creates a provider that can then be viewed and listed', async () => {
    const created = await api.methods.samlIdentityProviderCreate({ query: { silo: 'research' }, body })
    expect(created.response.status).toBe(201)
    expect(created.type === 'success' && created.data).toMatchObject({
      name: 'azure',
      groupAttributeName: null,
    })
    const view = await api.methods.samlIdentityProviderView({
      path: { provider: 'azure' },
      query: { silo: 'research' },
    })
    expect(view.response.status).toBe(200)
    const list = await api.methods.siloIdentityProviderList({ query: { silo: 'research' } })
    expect(list.type === 'success' && list.data.items.map((p) => p.name)).toEqual(['azure', 'okta'])
  })

  test('refuses duplicates, bad metadata and local silos', async () => {
    const dup = await api.methods.samlIdentityProviderCreate({
      query: { silo: 'research' },
      body: { ...body, name: 'okta' },
    })
    expect(dup.type === 'error' && dup.data.message).toBe('already exists: identity-provider "okta"')
    const metadata = { type: 'base64_encoded_xml' as const, data: btoa('not xml') }
    const bad = await api.methods.samlIdentityProviderCreate({
      query: { silo: 'research' },
      body: { ...body, idpMetadataSource: metadata },
    })
    expect(bad.response.status).toBe(400)
    const local = await api.methods.samlIdentityProviderCreate({ query: engineering, body })
    expect(local.response.status).toBe(400)
  })
})

describe('SCIM tokens', () => {
  test('the bearer token is shown once, on create', async () => {
    const created = await api.methods.scimTokenCreate({ query: { silo: 'research' } })
    expect(created.response.status).toBe(201)
    if (created.type !== 'success') throw new Error('create failed')
    expect(created.data.bearerToken).toMatch(/^oxide-scim-[0-9a-f]{32}$/)
    const view = await api.methods.scimTokenView({
      path: { tokenId: created.data.id },
      query: { silo: 'research' },
    })
    expect(view.type === 'success' && Object.keys(view.data).sort()).toEqual([
      'id',
      'timeCreated',
      'timeExpires',
    ])
    const list = await api.methods.scimTokenList({ query: { silo: researchSilo.id } })
    expect(list.type === 'success' && list.data).toHaveLength(3)
  })

  test('delete removes a token; other silos and local silos have none', async () => {
    const path = { tokenId: scimTokens[0].id }
    expect((await api.methods.scimTokenDelete({ path, query: { silo: 'research' } })).response.status).toBe(
      204,
    )
    const again = await api.methods.scimTokenView({ path, query: { silo: 'research' } })
    expect(again.response.status).toBe(404)
    expect((await api.methods.scimTokenList({ query: engineering })).response.status).toBe(400)
    expect(
      (await api.methods.scimTokenList({ query: { silo: 'research' } }, asUser('grace'))).response.status,
    ).toBe(403)
  })
})

describe('auth settings', () => {
  test('silo admins set the device token lifetime; members read it', async () => {
    const before = await api.methods.authSettingsView({})
    expect(before.type === 'success' && before.data).toEqual({
      siloId: ada.silo_id,
      deviceTokenMaxTtlSeconds: null,
    })
    const updated = await api.methods.authSettingsUpdate({ body: { deviceTokenMaxTtlSeconds: 3600 } })
    expect(updated.type === 'success' && updated.data.deviceTokenMaxTtlSeconds).toBe(3600)
    const seen = await api.methods.authSettingsView({}, asUser('guest'))
    expect(seen.type === 'success' && seen.data.deviceTokenMaxTtlSeconds).toBe(3600)
    const denied = await api.methods.authSettingsUpdate(
      { body: { deviceTokenMaxTtlSeconds: null } },
      asUser('margaret'),
    )
    expect(denied.response.status).toBe(403)
  })
})
