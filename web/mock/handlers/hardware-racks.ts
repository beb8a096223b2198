import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { alreadyExists, apiError, badRequest } from '~mock/errors'
import { disksForSled } from '~mock/fixtures/hardware/physical-disks'
import { SLED_HARDWARE_THREADS, SLED_USABLE_RAM } from '~mock/fixtures/hardware/rack'
import { fnv1a } from '~mock/toolkit/hash'
import { lookupById } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { rowById } from '~mock/toolkit/table-index'
import { now } from '~mock/toolkit/time'

/** Instance states in which a VMM exists somewhere on a sled. */
const ON_A_SLED: ReadonlySet<Api.InstanceState> = new Set([
  'starting',
  'running',
  'stopping',
  'rebooting',
  'migrating',
])

/** Whether an instance in this run state has a VMM on some sled. */
export const isOnASled = (state: Api.InstanceState) => ON_A_SLED.has(state)

function lookupSled(id: string) {
  return lookupById(db.sleds, 'sled', id)
}

/** Sleds as the hardware fixtures describe them, or a stand-in pair while they have none. */
export function sledSerials(): string[] {
  const serials = db.sleds.map((s) => s.baseboard.serial)
  return serials.length > 0 ? serials : ['BRM42220031', 'BRM42220046']
}

/** Sleds instances may be running on; sorted so placement does not depend on table order. */
function inServiceSleds() {
  return db.sleds
    .filter((s) => s.policy.kind === 'in_service')
    .sort((a, b) => a.time_created.localeCompare(b.time_created) || a.id.localeCompare(b.id))
}

/** Sleds a new VMM may be placed on: a non-provisionable sled keeps what runs there but takes nothing new. */
function provisionableSleds() {
  return inServiceSleds().filter(
    (s) => s.policy.kind === 'in_service' && s.policy.provision_policy === 'provisionable',
  )
}

/** The operator's view of an instance whose VMM runs on `sledId`. */
function sledInstanceRow(instance: Json<Api.Instance>, sledId: string): Json<Api.SledInstance> {
  const project = rowById(db.projects, instance.project_id)
  const siloId = siloIdOfProject(instance.project_id)
  return {
    id: instance.id,
    name: instance.name,
    active_sled_id: sledId,
    migration_id: null,
    memory: instance.memory,
    ncpus: instance.ncpus,
    project_name: project?.name ?? 'unknown',
    silo_name: db.silos.find((s) => s.id === siloId)?.name ?? 'unknown',
    state: instance.run_state,
    time_created: instance.time_created,
    time_modified: instance.time_modified,
  }
}

/**
 * Called when an instance's VMM comes up (stopped or creating to starting): the new VMM goes to a provisionable
 * sled, and the choice is pinned, so a later change of that sled's provision policy leaves it where it is.
 */
export function placeOnASled(instance: Json<Api.Instance>): void {
  leaveSled(instance.id)
  const sleds = provisionableSleds()
  if (sleds.length === 0) return
  db.sledInstances.push(sledInstanceRow(instance, sleds[fnv1a(instance.id) % sleds.length].id))
}

/** Called when an instance's VMM goes away (stopped, failed, deleted). */
export function leaveSled(instanceId: string): void {
  db.sledInstances = db.sledInstances.filter((row) => row.id !== instanceId)
}

/**
 * The sled an instance's VMM runs on, or null when it has none (stopped, failed...). A VMM started through the
 * API was pinned where it was placed; one of the seed (running before any policy changed) is placed by its id
 * among the in-service sleds, so the answer is stable without state.
 */
export function sledOfInstance(instance: Json<Api.Instance>): string | null {
  return placement()(instance)
}

/** Where each instance runs, by `sledOfInstance`'s rule, with the sleds and pins read once for many instances. */
function placement(): (instance: Json<Api.Instance>) => string | null {
  const pinned = new Map(db.sledInstances.map((row) => [row.id, row.active_sled_id]))
  const sleds = inServiceSleds()
  return (instance) => {
    if (!isOnASled(instance.run_state)) return null
    const pin = pinned.get(instance.id)
    if (pin) return pin
    return sleds.length ? sleds[fnv1a(instance.id) % sleds.length].id : null
  }
}

/** The operator's view of the instances whose VMMs run on a sled. */
export function instancesOnSled(sledId: string): Json<Api.SledInstance>[] {
  const sledOf = placement()
  return db.instances
    .filter((instance) => sledOf(instance) === sledId)
    .map((instance) => sledInstanceRow(instance, sledId))
}

export const rackHandlers = {
  rackList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.racks)
  },

  rackView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupById(db.racks, 'rack', path.rackId)
  },

  sledList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.sleds)
  },

  sledView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupSled(path.sledId)
  },

  sledPhysicalDiskList({ path, query, ...ctx }) {
    fleetUser(ctx)
    const sled = lookupSled(path.sledId)
    return paginated(
      query,
      db.physicalDisks.filter((d) => d.sled_id === sled.id),
    )
  },

  sledInstanceList({ path, query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, instancesOnSled(lookupSled(path.sledId).id))
  },

  sledSetProvisionPolicy({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const sled = lookupSled(path.sledId)
    if (sled.policy.kind !== 'in_service') {
      throw badRequest(`sled ${sled.id} is expunged; only in-service sleds have a provision policy`)
    }
    const old_state = sled.policy.provision_policy
    sled.policy = { kind: 'in_service', provision_policy: body.state }
    sled.time_modified = now()
    return { old_state, new_state: body.state }
  },

  sledListUninitialized({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.uninitializedSleds, { key: (s) => s.baseboard.serial })
  },

  sledAdd({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    if (db.sleds.some((s) => s.baseboard.serial === body.serial)) throw alreadyExists('sled', body.serial)
    const waiting = db.uninitializedSleds.find(
      (s) => s.baseboard.serial === body.serial && s.baseboard.part === body.part,
    )
    if (!waiting) {
      throw apiError(404, 'ObjectNotFound', `not found: uninitialized sled with serial "${body.serial}"`)
    }
    const time = now()
    const sled: Json<Api.Sled> = {
      id: crypto.randomUUID(),
      rack_id: waiting.rack_id,
      baseboard: waiting.baseboard,
      policy: { kind: 'in_service', provision_policy: 'provisionable' },
      state: 'active',
      usable_hardware_threads: SLED_HARDWARE_THREADS,
      usable_physical_ram: SLED_USABLE_RAM,
      time_created: time,
      time_modified: time,
    }
    db.sleds.push(sled)
    db.physicalDisks.push(...disksForSled(sled, time))
    db.uninitializedSleds = db.uninitializedSleds.filter((s) => s !== waiting)
    return created({ id: sled.id })
  },

  physicalDiskList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.physicalDisks)
  },

  physicalDiskView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupById(db.physicalDisks, 'physical-disk', path.diskId)
  },
} satisfies Partial<MSWHandlers>
