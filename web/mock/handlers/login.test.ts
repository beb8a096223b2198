// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import { adaCliToken } from '~mock/fixtures/access-tokens'
import { setupMockServer } from '~mock/node'
import { MOCK_PASSWORD } from '~mock/session'
import { api } from '~mock/toolkit/test-kit'

setupMockServer()

async function whoAmI(params = {}) {
  const result = await api.methods.currentUserView({}, params)
  return result.type === 'success' ? result.data.displayName : result.response.status
}

const login = (siloName: string, username: string, password: string) =>
  api.methods.loginLocal({ path: { siloName }, body: { username, password } })

describe('local login', () => {
  test('the preview starts signed in as Ada', async () => {
    expect(MOCK_PASSWORD).toBe('oxide-preview')
    expect(await whoAmI()).toBe('Ada Lovelace')
  })

  test('a local user created through the API signs in with the password it was given', async () => {
    const created = await api.methods.localIdpUserCreate({
      query: { silo: 'engineering' },
      body: { externalId: 'hedy', password: { mode: 'password', value: 'frequency-hopping' } },
    })
    expect(created.response.status).toBe(201)
    expect((await login('engineering', 'hedy', 'oxide-preview')).response.status).toBe(401)
    expect((await login('engineering', 'hedy', 'frequency-hopping')).response.status).toBe(204)
  })

  test('the documented password signs in and switches the session', async () => {
    const result = await login('engineering', 'grace', 'oxide-preview')
    expect(result.response.status).toBe(204)
    expect(await whoAmI()).toBe('Grace Hopper')
  })

  test('a wrong password, an unknown user or a SAML silo is a 401', async () => {
    for (const [silo, user, password] of [
      ['engineering', 'grace', 'hunter2'],
      ['engineering', 'nobody', MOCK_PASSWORD],
      ['research', 'rosalind', MOCK_PASSWORD],
      ['atlantis', 'ada', MOCK_PASSWORD],
    ]) {
      const result = await login(silo, user, password)
      expect(result.response.status).toBe(401)
      expect(result.type === 'error' && result.data).toMatchObject({
        errorCode: 'Unauthorized',
        message: 'credentials missing or invalid',
      })
    }
    expect(await whoAmI()).toBe('Ada Lovelace')
  })
})

describe('logout', () => {
  test('ends the session: every API call is then 401 except local login', async () => {
    expect((await api.methods.logout({})).response.status).toBe(204)

    expect(await whoAmI()).toBe(401)
    const projects = await api.methods.projectList({})
    expect(projects.response.status).toBe(401)
    expect(projects.type === 'error' && projects.data.message).toBe('credentials missing or invalid')
    expect((await api.methods.ping({})).response.status).toBe(401)
    expect((await api.methods.probeList({ query: {} })).response.status).toBe(401)

    expect((await login('engineering', 'ada', MOCK_PASSWORD)).response.status).toBe(204)
    expect(await whoAmI()).toBe('Ada Lovelace')
  })
})

describe('switching users', () => {
  test('the mock-user cookie acts as that user for one request', async () => {
    expect(await whoAmI({ headers: { cookie: 'mock-user=guest' } })).toBe('Guest User')
    expect(await whoAmI()).toBe('Ada Lovelace')
  })

  test('the cookie works even after logout, and an unknown name is a 401', async () => {
    await api.methods.logout({})
    expect(await whoAmI({ headers: { cookie: 'mock-user=margaret' } })).toBe('Margaret Hamilton')
    expect(await whoAmI({ headers: { cookie: 'mock-user=mallory' } })).toBe(401)
  })

  test('a bearer token authenticates as its owner', async () => {
    await api.methods.logout({})
    const withToken = new Api({ host: 'http://localhost', token: adaCliToken.token })
    const me = await withToken.methods.currentUserView({})
    expect(me.type === 'success' && me.data.displayName).toBe('Ada Lovelace')
    const wrong = new Api({ host: 'http://localhost', token: 'oxide-token-forged' })
    expect((await wrong.methods.currentUserView({})).response.status).toBe(401)
  })
})

describe('SAML login', () => {
  test('signs in as the first user of the silo', async () => {
    await api.methods.logout({})
    const result = await api.methods.loginSaml({ path: { siloName: 'research', providerName: 'okta' } })
    expect(result.response.status).toBe(204)
    const me = await api.methods.currentUserView({})
    expect(me.type === 'success' && me.data).toMatchObject({
      displayName: 'Rosalind Franklin',
      siloName: 'research',
    })
  })

  test('a browser form post is redirected to the relay state path', async () => {
    const response = await fetch('http://localhost/login/research/saml/okta', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ SAMLResponse: 'PHNhbWw+', RelayState: '/projects' }),
      redirect: 'manual',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/projects')
  })

  test('an unknown provider is a 404', async () => {
    const result = await api.methods.loginSaml({ path: { siloName: 'research', providerName: 'azure' } })
    expect(result.response.status).toBe(404)
    expect(result.type === 'error' && result.data.message).toBe(
      'not found: identity-provider with name "azure"',
    )
  })
})
