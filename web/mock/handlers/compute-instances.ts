import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { isUuid, requireSelector } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { accepted } from '~mock/toolkit/responses'
import { readableProject, siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { rowsWhere } from '~mock/toolkit/table-index'
import { now } from '~mock/toolkit/time'
import { GiB } from '~mock/toolkit/units'
import { lookupDisk, lookupInstance, requireWrite } from './compute-common'
import { requireState, setRunState, transition } from './compute-instance-state'
import { checkQuota } from './compute-quota'
import { COMPUTE_TIMINGS } from './compute-timers'

export const MAX_VCPUS = 64
export const MAX_MEMORY = 1536 * GiB

/** Nexus's limits on an instance's shape. */
export function validateShape(ncpus: number, memory: number): void {
  if (ncpus < 1) throw badRequest('An instance must have at least 1 vCPU')
  if (ncpus > MAX_VCPUS) throw badRequest(`An instance cannot have more than ${MAX_VCPUS} vCPUs`)
  if (memory < GiB) throw badRequest('An instance must have at least 1 GiB of memory')
  if (memory % GiB !== 0) throw badRequest('Memory must be divisible by 1 GiB')
  if (memory > MAX_MEMORY)
    throw badRequest(`An instance cannot have more than ${MAX_MEMORY / GiB} GiB of memory`)
}

/** Everything that hangs off an instance goes with it; its disks stay, detached. */
function removeInstance(instance: Json<Api.Instance>): void {
  const id = instance.id
  db.instances = db.instances.filter((i) => i.id !== id)
  db.networkInterfaces = db.networkInterfaces.filter((n) => n.instance_id !== id)
  db.ephemeralIps = db.ephemeralIps.filter((e) => e.instance_id !== id)
  db.instanceSshKeys = db.instanceSshKeys.filter((k) => k.instance_id !== id)
  db.instanceUserData = db.instanceUserData.filter((u) => u.instance_id !== id)
  for (const fip of db.floatingIps) if (fip.instance_id === id) fip.instance_id = null
  for (const disk of db.disks) {
    if ('instance' in disk.state && disk.state.instance === id) {
      disk.state = { state: 'detached' }
      disk.time_modified = now()
    }
  }
  // rows of other areas that point at the instance
  if (db.affinityGroupMembers)
    db.affinityGroupMembers = db.affinityGroupMembers.filter((m) => m.instance_id !== id)
  if (db.antiAffinityGroupMembers) {
    db.antiAffinityGroupMembers = db.antiAffinityGroupMembers.filter((m) => m.instance_id !== id)
  }
  if (db.sledInstances) db.sledInstances = db.sledInstances.filter((s) => s.id !== id)
}

export const instanceHandlers = {
  instanceList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, requireSelector(query.project, 'project'))
    return paginated(query, rowsWhere(db.instances, 'project_id', project.id))
  },

  instanceView({ path, query, ...ctx }) {
    return lookupInstance(requireUser(ctx), path.instance, query.project)
  },

  instanceUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)

    const resized = body.ncpus !== instance.ncpus || body.memory !== instance.memory
    const platformChanged = (body.cpu_platform ?? null) !== (instance.cpu_platform ?? null)
    if (resized || platformChanged) {
      requireState(instance, 'resize')
      validateShape(body.ncpus, body.memory)
    }

    let bootDiskId: string | null = null
    if (body.boot_disk) {
      const disk = lookupDisk(user, body.boot_disk, isUuid(body.boot_disk) ? undefined : instance.project_id)
      const attachedHere = disk.state.state === 'attached' && disk.state.instance === instance.id
      if (!attachedHere) {
        throw badRequest(`boot disk "${disk.name}" must be attached to instance "${instance.name}"`)
      }
      bootDiskId = disk.id
    }
    if (bootDiskId !== (instance.boot_disk_id ?? null)) requireState(instance, 'change the boot disk of')

    instance.ncpus = body.ncpus
    instance.memory = body.memory
    instance.cpu_platform = body.cpu_platform ?? null
    instance.boot_disk_id = bootDiskId
    instance.auto_restart_policy = body.auto_restart_policy ?? null
    instance.auto_restart_enabled = body.auto_restart_policy !== 'never'
    instance.time_modified = now()
    return instance
  },

  instanceDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'delete')
    removeInstance(instance)
    return 204
  },

  instanceStart({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'start')
    checkQuota(siloIdOfProject(instance.project_id), { cpus: instance.ncpus, memory: instance.memory })
    transition(instance, 'starting', 'running', COMPUTE_TIMINGS.instanceStart)
    return accepted(instance)
  },

  instanceStop({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'stop')
    if (instance.run_state === 'failed') setRunState(instance, 'stopped')
    else transition(instance, 'stopping', 'stopped', COMPUTE_TIMINGS.instanceStop)
    return accepted(instance)
  },

  instanceReboot({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'reboot')
    transition(instance, 'rebooting', 'running', COMPUTE_TIMINGS.instanceReboot)
    return accepted(instance)
  },
} satisfies Partial<MSWHandlers>
