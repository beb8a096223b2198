import { alreadyExists, badRequest, notFound } from '~mock/errors'
import { rowById, rowByName } from './table-index'

/**
 * Name-or-id lookups over any table, the way Nexus resolves selectors: a uuid is an id, anything else a
 * name; an id stands alone, a name needs its parent's selector; what is not there is a 404 naming it.
 */

/** A name or id as a path or query gives it; query selectors may be missing. */
export type Selector = string | null | undefined

type Named = { id: string; name: string }

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return UUID_RE.test(value)
}

/** 404 for a selector, naming it the way it was given: `not found: project with name "x"`. */
export function notFoundBySelector(type: string, value: string): Response {
  return notFound(type, isUuid(value) ? 'id' : 'name', value)
}

/**
 * For values that must be there (a seeded row, the next page a test walks to): the value, or an error naming
 * what is missing. Its absence is a bug in the mock or a failed test, never a 404 for a client.
 */
export function mustExist<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, found none`)
  return value
}

/** Whether a row is the one a selector names, by id if it is a uuid, else by name. */
export function selects(value: string): (row: Named) => boolean {
  const byId = isUuid(value)
  return (row) => (byId ? row.id === value : row.name === value)
}

export function findByNameOrId<T extends Named>(table: readonly T[], value: string): T | undefined {
  return isUuid(value) ? rowById(table, value) : rowByName(table, value)
}

/** A row with no parent selector (a project, a silo, an IP pool) by name or id. */
export function lookupByNameOrId<T extends Named>(table: readonly T[], type: string, value: string): T {
  const found = findByNameOrId(table, value)
  if (!found) throw notFoundBySelector(type, value)
  return found
}

/** A row by id only (users, groups, tokens, sleds). */
export function lookupById<T extends { id: string }>(table: readonly T[], type: string, id: string): T {
  const found = rowById(table, id)
  if (!found) throw notFound(type, 'id', id)
  return found
}

export type NestedLookup<T extends Named> = {
  table: readonly T[]
  /** resource type in 404 messages: `vpc-subnet` */
  type: string
  /** the selector's own name in 400 messages (`subnet`); the type when left out */
  param?: string
  value: Selector
  /** the row field that holds the parent's id */
  parentKey: keyof T
  /** selectors of the ancestors, nearest first: `{ vpc, project }` */
  ancestors: Record<string, Selector>
  /** the parent row, from the nearest ancestor's selector (given); only called for a name */
  parent: (selector: string) => { id: string }
  /** a row found by id that the caller may not see is not found; all are visible when left out */
  visible?: (row: T) => boolean
}

/**
 * A row nested in a parent: an id must come without any ancestor selector, a name needs the nearest one.
 *
 *   lookupNested({ table: db.vpcs, type: 'vpc', value: vpc, parentKey: 'project_id', ancestors: { project },
 *     parent: (p) => readableProject(user, p) })
 */
export function lookupNested<T extends Named>(opts: NestedLookup<T>): T {
  const { table, type, value, ancestors } = opts
  const param = opts.param ?? type
  if (!value) throw badRequest(`${param} is required`)
  if (isUuid(value)) {
    const given = Object.keys(ancestors).filter((key) => ancestors[key])
    if (given.length > 0) {
      throw badRequest(`when providing ${param} as an ID ${given.join(' and ')} should not be specified`)
    }
    const row = lookupById(table, type, value)
    if (opts.visible && !opts.visible(row)) throw notFound(type, 'id', value)
    return row
  }
  const [nearest] = Object.keys(ancestors)
  const parentSelector = ancestors[nearest]
  if (!parentSelector) throw badRequest(`${nearest} is required when ${param} is a name`)
  const parentId = opts.parent(parentSelector).id
  const row = rowByName(table, value, { key: opts.parentKey, id: parentId })
  if (!row) throw notFound(type, 'name', value)
  return row
}

/** List endpoints take some selectors as optional only because later pages carry them; a first page needs them. */
export function requireSelector(value: Selector, name: string): string {
  if (!value) throw badRequest(`missing query parameter: ${name}`)
  return value
}

/** 400 ObjectAlreadyExists when a sibling already has the name. */
export function ensureUniqueName(siblings: readonly { name: string }[], type: string, name: string): void {
  if (siblings.some((row) => row.name === name)) throw alreadyExists(type, name)
}
