// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import { setupMockServer } from '~mock/node'
import { DEVICE_USER_CODE } from '~mock/session'
import { api } from '~mock/toolkit/test-kit'

setupMockServer()
const base = 'http://localhost'

const confirm = (userCode: string) => api.methods.deviceAuthConfirm({ body: { userCode } })

function postForm(path: string, fields: Record<string, string>) {
  return fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
}

describe('device confirm', () => {
  test.each(['CRAB-RACK', 'CRABRACK', 'crab-rack', 'crabrack'])('accepts %s', async (code) => {
    expect(DEVICE_USER_CODE).toBe('CRAB-RACK')
    expect((await confirm(code)).response.status).toBe(204)
  })

  test('rejects any other code with a 400', async () => {
    const result = await confirm('ABCD-EFGH')
    expect(result.response.status).toBe(400)
    expect(result.type === 'error' && result.data).toMatchObject({
      errorCode: 'InvalidRequest',
      message: 'unknown or expired device authorization code "ABCD-EFGH"',
    })
  })

  test('needs a signed-in user', async () => {
    await api.methods.logout({})
    expect((await confirm('CRAB-RACK')).response.status).toBe(401)
  })
})

describe('the whole device flow', () => {
  test('request, poll, confirm, then the token works', async () => {
    const auth = await postForm('/device/auth', { client_id: 'cli' })
    expect(auth.status).toBe(200)
    const grant = await auth.json()
    expect(grant).toMatchObject({
      user_code: 'CRAB-RACK',
      verification_uri: 'http://localhost/device/verify',
      expires_in: expect.any(Number),
    })

    const tokenRequest = {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: grant.device_code,
    }
    const pending = await postForm('/device/token', tokenRequest)
    expect(pending.status).toBe(400)
    expect(await pending.json()).toMatchObject({ error: 'authorization_pending' })

    expect((await confirm('crab-rack')).response.status).toBe(204)

    const granted = await postForm('/device/token', tokenRequest)
    expect(granted.status).toBe(200)
    const { access_token, token_id } = await granted.json()

    await api.methods.logout({})
    const cli = new Api({ host: base, token: access_token })
    const me = await cli.methods.currentUserView({})
    expect(me.type === 'success' && me.data.displayName).toBe('Ada Lovelace')
    const tokens = await cli.methods.currentUserAccessTokenList({})
    expect(tokens.type === 'success' && tokens.data.items.map((t) => t.id)).toContain(token_id)

    const again = await postForm('/device/token', tokenRequest)
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' })
  })

  test("a token expires after the silo's maximum lifetime, and never without one", async () => {
    const tokenFor = async () => {
      const grant = await (await postForm('/device/auth', { client_id: 'cli' })).json()
      await confirm('CRAB-RACK')
      const granted = await postForm('/device/token', {
        grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
        device_code: grant.device_code,
      })
      return (await granted.json()) as { time_expires: string | null }
    }
    expect((await tokenFor()).time_expires).toBeNull()

    const updated = await api.methods.authSettingsUpdate({ body: { deviceTokenMaxTtlSeconds: 3600 } })
    expect(updated.response.status).toBe(200)
    const before = Date.now()
    const expires = Date.parse((await tokenFor()).time_expires ?? '')
    expect(expires - before).toBeGreaterThan(3590_000)
    expect(expires - before).toBeLessThanOrEqual(3600_000 + 5_000)
  })
})
