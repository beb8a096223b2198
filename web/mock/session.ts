import { http } from 'msw'
import { db } from './db'
import { unauthorized } from './errors'
import type { MockUser } from './fixtures/users'

/** Every local user of the mock signs in with this password. */
export const MOCK_PASSWORD = 'oxide-preview'

/** Local-login passwords by silo name. Silos not listed (SAML ones) refuse local login. */
export const MOCK_PASSWORDS: Readonly<Record<string, string>> = { engineering: MOCK_PASSWORD }

/** `mock-user=<username>` acts as that user for the request, whatever the session says. */
export const MOCK_USER_COOKIE = 'mock-user'

/** The one device code the mock accepts (also without the dash, any case). */
export const DEVICE_USER_CODE = 'CRAB-RACK'

/** What every generated handler receives besides its path, query and body. */
export type RequestContext = { req: Request; cookies: Record<string, string> }

/**
 * Who is making the request: the `mock-user` cookie if set, else a bearer token
 * minted by the device flow, else the signed-in session. Null means signed out.
 */
export function currentUser({ req, cookies }: RequestContext): MockUser | null {
  // Under happy-dom msw appends document cookies to the request once per handler it
  // tries, so the value can arrive as "grace, mock-user=grace"; usernames have no commas.
  const override = cookies[MOCK_USER_COOKIE]?.split(',')[0].trim()
  if (override) return db.users.find((user) => user.username === override) ?? null

  const auth = req.headers.get('authorization')
  if (auth?.toLowerCase().startsWith('bearer ')) {
    const secret = auth.slice('bearer '.length).trim()
    const token = db.accessTokens.find((t) => t.token === secret)
    const expired = token?.time_expires != null && new Date(token.time_expires) < new Date()
    if (!token || expired) return null
    return db.users.find((user) => user.id === token.silo_user_id) ?? null
  }

  return db.users.find((user) => user.id === db.session.userId) ?? null
}

/** The current user, or a thrown 401. */
export function requireUser(ctx: RequestContext): MockUser {
  const user = currentUser(ctx)
  if (!user) throw unauthorized()
  return user
}

type SessionListener = (userId: string | null) => void
const sessionListeners = new Set<SessionListener>()

/** Called with the signed-in user's id (null: signed out) whenever someone signs in or out. */
export function onSessionChange(listener: SessionListener): () => void {
  sessionListeners.add(listener)
  return () => sessionListeners.delete(listener)
}

export function signIn(user: MockUser): void {
  db.session.userId = user.id
  for (const listener of sessionListeners) listener(user.id)
}

export function signOut(): void {
  db.session.userId = null
  for (const listener of sessionListeners) listener(null)
}

/** The silo a user belongs to; fixtures guarantee it exists. */
export function siloOf(user: MockUser) {
  const silo = db.silos.find((s) => s.id === user.silo_id)
  if (!silo) throw new Error(`mock user ${user.username} has no silo`)
  return silo
}

const LOCAL_LOGIN = /^\/v1\/login\/[^/]+\/local$/

function needsSession({ request }: { request: Request }): boolean {
  const { pathname } = new URL(request.url)
  if (request.method === 'POST' && LOCAL_LOGIN.test(pathname)) return false
  return pathname.startsWith('/v1/') || pathname.startsWith('/experimental/')
}

/** Signed out, every API call except local login answers 401, as Nexus does. */
export const sessionGateHandler = http.all(needsSession, ({ request, cookies }) => {
  if (!currentUser({ req: request, cookies })) return unauthorized()
})
