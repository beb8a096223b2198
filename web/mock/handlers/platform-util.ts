import { HttpResponse, type JsonBodyType } from 'msw'
import { atLeast, fleetRoleOf, requireFleetRole, siloRoleOf } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest, forbidden } from '~mock/errors'
import { engineeringSilo } from '~mock/fixtures/silos'
import type { MockUser } from '~mock/fixtures/users'
import { DEFAULT_PAGE_SIZE, type Page, type PageQuery, paginated } from '~mock/paginate'
import { type RequestContext, requireUser } from '~mock/session'

/** A 201 with the created resource, which the generated wrapper passes through. */
export function created<T extends JsonBodyType>(body: T) {
  return HttpResponse.json<T>(body, { status: 201 })
}

export const isoNow = () => new Date().toISOString()

/** The signed-in user, who must hold at least `min` on the fleet. */
export function fleetUser(ctx: RequestContext, min: 'viewer' | 'admin' = 'viewer'): MockUser {
  const user = requireUser(ctx)
  requireFleetRole(user, min)
  return user
}

/** Fleet admins manage every silo; a silo's own admins manage theirs. */
export function requireSiloAdminOf(user: MockUser, siloId: string): void {
  const ownAdmin = user.silo_id === siloId && siloRoleOf(user) === 'admin'
  if (!ownAdmin && !atLeast(fleetRoleOf(user), 'admin')) throw forbidden()
}

/**
 * Projects carry no silo in the API; the mock's projects all live in `engineering`
 * unless a row says otherwise.
 */
export function siloIdOfProject(projectId: string): string | null {
  const project = db.projects.find((p) => p.id === projectId) as { silo_id?: string } | undefined
  if (!project) return null
  return project.silo_id ?? engineeringSilo.id
}

/**
 * Pages rows that have no `id`/`name` to sort by (time-ordered logs, versions,
 * rows keyed by silo): `key` must be unique and sort the way the list should.
 */
export function pageByKey<T>(
  query: PageQuery,
  rows: readonly T[],
  key: (row: T) => string,
  descending = false,
): Page<T> {
  const wrapped = rows.map((row) => ({ id: key(row), name: key(row), row }))
  const page = paginated(
    {
      limit: query.limit,
      pageToken: query.pageToken,
      sortBy: descending ? 'name_descending' : 'name_ascending',
    },
    wrapped,
  )
  return { items: page.items.map((w) => w.row), next_page: page.next_page }
}

/** A small deterministic hash in [0, 1), so a series looks the same on every refetch. */
export function unitHash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return ((h >>> 0) % 100_000) / 100_000
}

// ---- timers for state machines ----

let timeScale = 1
const pending = new Set<ReturnType<typeof setTimeout>>()

/**
 * Multiplies every platform state-machine delay (support bundles, webhook
 * deliveries, update steps). Tests use 0 or fake timers.
 */
export function setPlatformTimeScale(scale: number): void {
  timeScale = scale
}

/** Runs `fn` after `ms` (scaled). Callbacks check their row is still in the db, so a reset makes them no-ops. */
export function later(ms: number, fn: () => void): void {
  const handle = setTimeout(() => {
    pending.delete(handle)
    fn()
  }, ms * timeScale)
  pending.add(handle)
}

/** Drops every scheduled transition; call alongside `resetDb()`. */
export function resetPlatformTimers(): void {
  for (const handle of pending) clearTimeout(handle)
  pending.clear()
  timeScale = 1
}

/** Pages an already ordered list by position, for series with no natural key (metric samples). */
export function pageByOffset<T>(query: PageQuery, items: readonly T[]): Page<T> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE
  let offset = 0
  if (query.pageToken) {
    try {
      offset = JSON.parse(atob(query.pageToken)).offset
    } catch {
      throw badRequest('unable to parse pagination token')
    }
    if (!Number.isInteger(offset) || offset < 0) throw badRequest('unable to parse pagination token')
  }
  const page = items.slice(offset, offset + limit)
  const next = offset + limit
  return { items: page, next_page: next < items.length ? btoa(JSON.stringify({ offset: next })) : null }
}
