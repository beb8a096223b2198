import { HttpResponse } from 'msw'
import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { safeRedirect } from '~/util/safe-redirect'
import { db } from '~mock/db'
import { notFound, respondWith, unauthorized } from '~mock/errors'
import { MOCK_PASSWORDS, signIn, signOut } from '~mock/session'

/**
 * Where to send the browser after an IdP form post. The relay state is either a
 * path or JSON holding `redirect_uri`.
 */
function relayTarget(relayState: string | null): string {
  if (!relayState) return '/'
  try {
    const target = JSON.parse(relayState)?.redirect_uri
    return safeRedirect(typeof target === 'string' ? target : null, '/')
  } catch {
    return safeRedirect(relayState, '/')
  }
}

export const loginHandlers = {
  loginLocal({ path, body }) {
    const silo = db.silos.find((s) => s.name === path.siloName)
    const user = silo && db.users.find((u) => u.silo_id === silo.id && u.username === body.username)
    // a password set through the API wins; null means the user may not sign in with one
    const stored = user && db.localPasswords.find((p) => p.user_id === user.id)
    const password = stored ? stored.password : MOCK_PASSWORDS[path.siloName]
    // one answer for every failure, like Nexus, so the response leaks nothing
    if (silo?.identity_mode !== 'local_only' || !user || !password || body.password !== password) {
      throw unauthorized()
    }
    signIn(user)
    return 204
  },

  logout() {
    signOut()
    return 204
  },

  /**
   * Stands in for the IdP posting its assertion back: signs in the silo's first
   * user. A form post (what a browser sends) is redirected like the real thing;
   * a fetch gets a plain 204.
   */
  async loginSaml({ path, req }) {
    const silo = db.silos.find((s) => s.name === path.siloName)
    if (!silo) throw notFound('silo', 'name', path.siloName)
    const idp = db.samlIdentityProviders.find((p) => p.silo_id === silo.id && p.name === path.providerName)
    if (!idp) throw notFound('identity-provider', 'name', path.providerName)
    const user = db.users.find((u) => u.silo_id === silo.id)
    if (!user) throw unauthorized()
    signIn(user)

    const contentType = req.headers.get('content-type') ?? ''
    if (!contentType.includes('application/x-www-form-urlencoded')) return 204
    const form = new URLSearchParams(await req.text())
    return respondWith(
      new HttpResponse(null, { status: 303, headers: { Location: relayTarget(form.get('RelayState')) } }),
    )
  },
} satisfies Partial<MSWHandlers>
