import { badRequest, notFound } from './errors'
import { accessTokens } from './fixtures/access-tokens'
import { computeSeed } from './fixtures/compute-seed'
import { groupMemberships, groups } from './fixtures/groups'
import { hardwareSeed } from './fixtures/hardware-seed'
import { samlIdentityProviders } from './fixtures/identity-providers'
import { platformSeed } from './fixtures/platform-seed'
import { projects } from './fixtures/projects'
import { fleetPolicy, projectPolicies, siloPolicies } from './fixtures/roles'
import { silos } from './fixtures/silos'
import { sshKeys } from './fixtures/ssh-keys'
import { ada, users } from './fixtures/users'
import { vpcSeed } from './fixtures/vpc-seed'

/** A pending or confirmed OAuth device authorization. */
export type DeviceAuthRequest = {
  device_code: string
  user_code: string
  client_id: string
  /** id of the user who confirmed the code, null while pending */
  confirmed_by: string | null
  /** the access token minted on confirmation */
  token_id: string | null
}

/**
 * The initial state of the mock world. To add a resource, import its fixture and
 * add a table here; `Db` follows. Rows that belong to a project carry
 * `project_id`, which is what keeps a project with resources from being deleted.
 */
function seed() {
  return structuredClone({
    silos,
    samlIdentityProviders,
    users,
    groups,
    groupMemberships,
    fleetPolicy,
    siloPolicies,
    projects,
    projectPolicies,
    sshKeys,
    accessTokens,
    deviceAuthRequests: [] as DeviceAuthRequest[],
    ...computeSeed,
    ...vpcSeed,
    ...hardwareSeed,
    ...platformSeed,

    /** who the preview is signed in as; null after logout */
    session: { userId: ada.id as string | null },
  })
}

export type Db = ReturnType<typeof seed>

/** The live store. Mutate it in place; `resetDb()` swaps in a fresh copy of the seed. */
export const db: Db = seed()

export function resetDb(): void {
  const fresh = seed()
  // drop anything a test bolted on, so every reset starts from exactly the seed
  for (const key of Object.keys(db)) if (!(key in fresh)) delete (db as Record<string, unknown>)[key]
  Object.assign(db, fresh)
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return UUID_RE.test(value)
}

type Named = { id: string; name: string }

/** Find a resource that has no parent selector (a project, a silo) by name or id. */
export function lookupByNameOrId<T extends Named>(table: readonly T[], type: string, value: string): T {
  const byId = isUuid(value)
  const found = table.find((row) => (byId ? row.id === value : row.name === value))
  if (!found) throw notFound(type, byId ? 'id' : 'name', value)
  return found
}

/** Find a row by id only (users, groups, tokens). */
export function lookupById<T extends { id: string }>(table: readonly T[], type: string, id: string): T {
  const found = table.find((row) => row.id === id)
  if (!found) throw notFound(type, 'id', id)
  return found
}

export type ParentSelector<T> = {
  /** resource type of the parent, for messages: `project` */
  type: string
  /** the parent's name or id as given in the query, if any */
  value: string | null | undefined
  /** the field of the child that holds the parent's id: `project_id` */
  key: keyof T
  lookup: (value: string) => { id: string }
}

/**
 * Nexus-style selector for a resource nested in a parent: an id stands alone and
 * must come without a parent selector; a name needs one.
 *
 *   lookupChild(db.instances, 'instance', instance, {
 *     type: 'project', value: project, key: 'project_id', lookup: (p) => lookupProject({ project: p }),
 *   })
 */
export function lookupChild<T extends Named>(
  table: readonly T[],
  type: string,
  value: string,
  parent: ParentSelector<T>,
): T {
  if (isUuid(value)) {
    if (parent.value) {
      throw badRequest(`when providing ${type} as an ID ${parent.type} should not be specified`)
    }
    return lookupById(table, type, value)
  }
  if (!parent.value) throw badRequest(`${parent.type} is required when ${type} is a name`)
  const parentId = parent.lookup(parent.value).id
  const found = table.find((row) => row[parent.key] === parentId && row.name === value)
  if (!found) throw notFound(type, 'name', value)
  return found
}

export function lookupProject({ project }: { project: string }) {
  return lookupByNameOrId(db.projects, 'project', project)
}

export function lookupSilo({ silo }: { silo: string }) {
  return lookupByNameOrId(db.silos, 'silo', silo)
}

export function lookupUser(id: string) {
  return lookupById(db.users, 'silo-user', id)
}

export function lookupGroup(id: string) {
  return lookupById(db.groups, 'silo-group', id)
}

/** An SSH key of the given user, by name or id. */
export function lookupSshKey({ sshKey }: { sshKey: string }, userId: string) {
  const own = db.sshKeys.filter((key) => key.silo_user_id === userId)
  return lookupByNameOrId(own, 'ssh-key', sshKey)
}

/** What blocks a project's deletion, in Nexus's order, with the words its error message uses. */
const PROJECT_CHILDREN = [
  ['instances', 'an instance'],
  ['disks', 'a disk'],
  ['floatingIps', 'a floating ip'],
  ['images', 'a project image'],
  ['snapshots', 'a snapshot'],
  ['vpcs', 'a vpc'],
  ['affinityGroups', 'an affinity group'],
  ['antiAffinityGroups', 'an anti-affinity group'],
] as const

/**
 * The first resource that keeps a project from being deleted, as Nexus words it (`a vpc: default`), or null.
 * A VPC's own children (subnets, routers, gateways) go with it, so only top-level resources count.
 */
export function projectResourceKind(projectId: string): string | null {
  for (const [table, noun] of PROJECT_CHILDREN) {
    const rows = (db as Record<string, unknown>)[table]
    if (!Array.isArray(rows)) continue
    const row = rows.find((r: { project_id?: unknown }) => r?.project_id === projectId) as
      | { name?: string }
      | undefined
    if (row) return `${noun}: ${row.name ?? 'unnamed'}`
  }
  return null
}
