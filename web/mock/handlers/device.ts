import { HttpResponse } from 'msw'
import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest, respondWith } from '~mock/errors'
import type { MockAccessToken } from '~mock/fixtures/access-tokens'
import { DEVICE_USER_CODE, requireUser } from '~mock/session'
import { randomHex } from '~mock/toolkit/random'
import { now } from '~mock/toolkit/time'

/** When a device token given now expires: after the silo's maximum lifetime, or never without one. */
function expiresAt(siloId: string): string | null {
  const ttl = db.siloAuthSettings.find((s) => s.silo_id === siloId)?.device_token_max_ttl_seconds
  return ttl == null ? null : new Date(Date.now() + ttl * 1000).toISOString()
}

const DEVICE_CODE_TTL_SECONDS = 300

/** The OAuth endpoints post forms; accept JSON too, since that is what the generated client sends. */
async function readParams(req: Request): Promise<URLSearchParams> {
  const text = await req.text()
  if (!text) return new URLSearchParams()
  if ((req.headers.get('content-type') ?? '').includes('json')) {
    try {
      return new URLSearchParams(JSON.parse(text))
    } catch {
      return new URLSearchParams()
    }
  }
  return new URLSearchParams(text)
}

const normalize = (code: string) => code.replace(/-/g, '').toUpperCase()

/** RFC 8628 errors use their own shape rather than the Nexus one. */
function oauthError(error: string, description: string): Response {
  return HttpResponse.json({ error, error_description: description }, { status: 400 })
}

export const deviceHandlers = {
  async deviceAuthRequest({ req }) {
    const params = await readParams(req)
    const device_code = randomHex(32)
    db.deviceAuthRequests.push({
      device_code,
      user_code: DEVICE_USER_CODE,
      client_id: params.get('client_id') ?? '',
      confirmed_by: null,
      token_id: null,
    })
    const verification_uri = `${new URL(req.url).origin}/device/verify`
    return respondWith(
      HttpResponse.json({
        device_code,
        user_code: DEVICE_USER_CODE,
        verification_uri,
        verification_uri_complete: `${verification_uri}?user_code=${DEVICE_USER_CODE}`,
        expires_in: DEVICE_CODE_TTL_SECONDS,
      }),
    )
  },

  /** Confirms every pending request, since they all share the one fixed code. */
  deviceAuthConfirm({ body, ...ctx }) {
    const user = requireUser(ctx)
    if (normalize(body.user_code) !== normalize(DEVICE_USER_CODE)) {
      throw badRequest(`unknown or expired device authorization code "${body.user_code}"`)
    }
    for (const request of db.deviceAuthRequests) {
      if (request.confirmed_by) continue
      const token: MockAccessToken = {
        id: crypto.randomUUID(),
        silo_user_id: user.id,
        token: `oxide-token-${randomHex(20)}`,
        time_created: now(),
        time_expires: expiresAt(user.silo_id),
      }
      db.accessTokens.push(token)
      request.confirmed_by = user.id
      request.token_id = token.id
    }
    return 204
  },

  async deviceAccessToken({ req }) {
    const params = await readParams(req)
    const deviceCode = params.get('device_code')
    const request = db.deviceAuthRequests.find((r) => r.device_code === deviceCode)
    if (!request) return respondWith(oauthError('invalid_grant', 'unknown device code'))
    const token = db.accessTokens.find((t) => t.id === request.token_id)
    if (!token) return respondWith(oauthError('authorization_pending', 'the code has not been confirmed yet'))
    // a device code is good for one token
    db.deviceAuthRequests = db.deviceAuthRequests.filter((r) => r !== request)
    return respondWith(
      HttpResponse.json({
        access_token: token.token,
        token_type: 'Bearer',
        token_id: token.id,
        time_expires: token.time_expires,
      }),
    )
  },
} satisfies Partial<MSWHandlers>
