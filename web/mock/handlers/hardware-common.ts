import { requireFleetRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { type Page, type PageQuery, paginated } from '~mock/paginate'
import { type RequestContext, requireUser } from '~mock/session'

/** Fleet-wide resources: any fleet role may read them. */
export function fleetViewer(ctx: RequestContext): MockUser {
  const user = requireUser(ctx)
  requireFleetRole(user, 'viewer')
  return user
}

/** Changing fleet-wide resources takes a fleet admin. */
export function fleetAdmin(ctx: RequestContext): MockUser {
  const user = requireUser(ctx)
  requireFleetRole(user, 'admin')
  return user
}

/** Pages rows that have no `id` of their own (links, neighbors) by a key that identifies them. */
export function paginatedBy<T>(query: PageQuery, items: readonly T[], key: (item: T) => string): Page<T> {
  const page = paginated(
    query,
    items.map((item) => ({ id: key(item), item })),
  )
  return { items: page.items.map((row) => row.item), next_page: page.next_page }
}

export function now(): string {
  return new Date().toISOString()
}

export const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const

export function requireSwitchLocation(location: string): 'switch0' | 'switch1' {
  const found = SWITCH_LOCATIONS.find((l) => l === location)
  if (!found) throw badRequest(`switch location must be switch0 or switch1, not "${location}"`)
  return found
}

/**
 * The silo a project belongs to. Project rows carry `silo_id` once silos own projects in the mock; until
 * then every project lives in `engineering`, where the seed puts them.
 */
export function siloIdOfProject(projectId: string, fallback: string): string {
  const project = db.projects.find((p) => p.id === projectId) as { silo_id?: string } | undefined
  return project?.silo_id ?? fallback
}
