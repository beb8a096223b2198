// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { db } from '~mock/db'
import { adaCliToken, adaTerraformToken } from '~mock/fixtures/access-tokens'
import { builtinUsers } from '~mock/fixtures/platform/users'
import { ada, barbara, grace, rosalind } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { api, asUser } from '~mock/toolkit/test-kit'

setupMockServer()

describe('system users', () => {
  test('operators list and view the users of any silo', async () => {
    const list = await api.methods.siloUserList({ query: { silo: 'research' } })
    expect(list.type === 'success' && list.data.items.map((u) => u.displayName).sort()).toEqual([
      'Barbara Liskov',
      'Rosalind Franklin',
    ])
    const view = await api.methods.siloUserView({ path: { userId: barbara.id }, query: { silo: 'research' } })
    expect(view.type === 'success' && view.data).toEqual({
      id: barbara.id,
      displayName: 'Barbara Liskov',
      siloId: barbara.silo_id,
    })
    const wrongSilo = await api.methods.siloUserView({
      path: { userId: barbara.id },
      query: { silo: 'engineering' },
    })
    expect(wrongSilo.type === 'error' && wrongSilo.data.message).toBe(
      `not found: silo-user with id "${barbara.id}"`,
    )
    expect(
      (await api.methods.siloUserList({ query: { silo: 'research' } }, asUser('margaret'))).response.status,
    ).toBe(403)
  })

  test('built-in users by name or id', async () => {
    const list = await api.methods.userBuiltinList({ query: { limit: 2 } })
    expect(list.type === 'success' && list.data.items.map((u) => u.name)).toEqual([
      'db-init',
      'external-authn',
    ])
    const byId = await api.methods.userBuiltinView({ path: { user: builtinUsers[1].id } })
    expect(byId.type === 'success' && byId.data.name).toBe('internal-api')
    const missing = await api.methods.userBuiltinView({ path: { user: 'root' } })
    expect(missing.type === 'error' && missing.data.message).toBe('not found: user-builtin with name "root"')
  })
})

describe("a user's tokens and sessions", () => {
  test('a silo admin sees anyone in the silo; users see their own', async () => {
    const tokens = await api.methods.userTokenList({ path: { userId: ada.id } })
    expect(tokens.type === 'success' && tokens.data.items.map((t) => t.id).sort()).toEqual(
      [adaCliToken.id, adaTerraformToken.id].sort(),
    )
    const sessions = await api.methods.userSessionList({ path: { userId: grace.id } })
    expect(sessions.type === 'success' && sessions.data.items).toHaveLength(1)
    const own = await api.methods.userSessionList({ path: { userId: grace.id } }, asUser('grace'))
    expect(own.response.status).toBe(200)
    const others = await api.methods.userSessionList({ path: { userId: ada.id } }, asUser('grace'))
    expect(others.response.status).toBe(403)
    const otherSilo = await api.methods.userTokenList({ path: { userId: ada.id } }, asUser('rosalind'))
    expect(otherSilo.response.status).toBe(404)
  })

  test('logout deletes every token and session of the user', async () => {
    expect((await api.methods.userLogout({ path: { userId: grace.id } })).response.status).toBe(204)
    expect(db.consoleSessions.some((s) => s.silo_user_id === grace.id)).toBe(false)
    const denied = await api.methods.userLogout({ path: { userId: ada.id } }, asUser('grace'))
    expect(denied.response.status).toBe(403)
  })

  test('logging out the signed-in user ends the session', async () => {
    await api.methods.userLogout({ path: { userId: ada.id } })
    expect(db.accessTokens.some((t) => t.silo_user_id === ada.id)).toBe(false)
    expect((await api.methods.currentUserView({})).response.status).toBe(401)
    const rosalindSessions = db.consoleSessions.filter((s) => s.silo_user_id === rosalind.id)
    expect(rosalindSessions).toHaveLength(1)
  })
})
