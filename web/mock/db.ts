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

/** Rows added to every seed after the fixtures (the preview's large data set); none unless asked for. */
let seedExtension: ((db: Db) => void) | null = null

/**
 * From now on, `add` puts its rows into the store after the fixtures: at once (unless it already does), and again
 * after every reset. `null` goes back to the fixtures alone (from the next reset).
 */
export function extendSeed(add: ((db: Db) => void) | null): void {
  if (add === seedExtension) return
  seedExtension = add
  add?.(db)
}

export function resetDb(): void {
  const fresh = seed()
  // drop anything a test bolted on, so every reset starts from exactly the seed
  for (const key of Object.keys(db)) if (!(key in fresh)) delete (db as Record<string, unknown>)[key]
  Object.assign(db, fresh)
  seedExtension?.(db)
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
