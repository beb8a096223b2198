import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import type { StoredExternalIp } from '~mock/fixtures/compute-seed'
import type { MockUser } from '~mock/fixtures/users'
import { requireUser } from '~mock/session'
import { paginated } from '~mock/toolkit/paginate'
import { accepted } from '~mock/toolkit/responses'
import { lookupForProject, siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { rowById, rowsWhere } from '~mock/toolkit/table-index'
import { allocateExternalIp, resolvePool } from './compute-addresses'
import { lookupInstance, requireWrite } from './compute-common'
import { diskInstanceId, setDiskState } from './compute-disk-rules'
import { MAX_DISKS_PER_INSTANCE, MAX_EXTERNAL_IPS_PER_INSTANCE } from './compute-instance-create'
import { requireState } from './compute-instance-state'

type Instance = Json<Api.Instance>

/** A disk is attached only to an instance of its own project. */
export const attachedDisks = (instance: Instance) =>
  rowsWhere(db.disks, 'project_id', instance.project_id).filter((d) => diskInstanceId(d) === instance.id)

/** A disk given as a name belongs to the instance's project; one given as an id must be in it too. */
function diskForInstance(instance: Instance, selector: string, user: MockUser) {
  return lookupForProject(user, {
    table: db.disks,
    type: 'disk',
    value: selector,
    projectId: instance.project_id,
  })
}

/** The instance's external addresses as the API shows them: SNAT, ephemeral, then floating. */
export function externalIpsOf(instanceId: string): Json<Api.ExternalIp>[] {
  const own = rowsWhere(db.ephemeralIps, 'instance_id', instanceId)
  const view = (e: StoredExternalIp): Json<Api.ExternalIp> =>
    e.kind === 'snat'
      ? {
          kind: 'snat',
          ip: e.ip,
          ip_pool_id: e.ip_pool_id,
          first_port: e.first_port ?? 0,
          last_port: e.last_port ?? 65535,
        }
      : { kind: 'ephemeral', ip: e.ip, ip_pool_id: e.ip_pool_id }
  // a floating IP is attached only to an instance of its own project
  const projectId = rowById(db.instances, instanceId)?.project_id
  const floating = (projectId ? rowsWhere(db.floatingIps, 'project_id', projectId) : db.floatingIps)
    .filter((f) => f.instance_id === instanceId)
    .map((f): Json<Api.ExternalIp> => ({ ...f, kind: 'floating' }))
  return [
    ...own.filter((e) => e.kind === 'snat').map(view),
    ...own.filter((e) => e.kind === 'ephemeral').map(view),
    ...floating,
  ]
}

/** Ephemeral plus floating addresses; SNAT does not count against the limit. */
export function inboundIpCount(instanceId: string): number {
  return externalIpsOf(instanceId).filter((ip) => ip.kind !== 'snat').length
}

export const instanceAttachHandlers = {
  instanceDiskList({ path, query, ...ctx }) {
    const instance = lookupInstance(requireUser(ctx), path.instance, query.project)
    return paginated(query, attachedDisks(instance))
  },

  instanceDiskAttach({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)
    const disk = diskForInstance(instance, body.disk, user)
    requireState(instance, 'attach a disk to')
    if (diskInstanceId(disk) === instance.id)
      throw badRequest(`disk "${disk.name}" is already attached to this instance`)
    if (disk.state.state !== 'detached' && disk.state.state !== 'creating') {
      throw badRequest(
        `cannot attach disk "${disk.name}" while it is ${disk.state.state}; it must be detached`,
      )
    }
    if (attachedDisks(instance).length >= MAX_DISKS_PER_INSTANCE) {
      throw badRequest(`An instance may not have more than ${MAX_DISKS_PER_INSTANCE} disks`)
    }
    setDiskState(disk, { state: 'attached', instance: instance.id })
    return accepted(disk)
  },

  instanceDiskDetach({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)
    const disk = diskForInstance(instance, body.disk, user)
    requireState(instance, 'detach a disk from')
    if (disk.state.state !== 'attached' || disk.state.instance !== instance.id) {
      throw badRequest(`disk "${disk.name}" is not attached to instance "${instance.name}"`)
    }
    if (instance.boot_disk_id === disk.id) {
      throw badRequest(`disk "${disk.name}" is the boot disk of instance "${instance.name}"; unset it first`)
    }
    setDiskState(disk, { state: 'detached' })
    return accepted(disk)
  },

  instanceExternalIpList({ path, query, ...ctx }) {
    const instance = lookupInstance(requireUser(ctx), path.instance, query.project)
    return { items: externalIpsOf(instance.id), next_page: null }
  },

  instanceEphemeralIpAttach({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'change the external IPs of')
    if (db.ephemeralIps.some((e) => e.instance_id === instance.id && e.kind === 'ephemeral')) {
      throw badRequest(`instance "${instance.name}" already has an ephemeral IP address`)
    }
    if (inboundIpCount(instance.id) >= MAX_EXTERNAL_IPS_PER_INSTANCE) {
      throw badRequest(
        `An instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
      )
    }
    const pool = resolvePool(siloIdOfProject(instance.project_id), body.pool)
    const stored: StoredExternalIp = {
      instance_id: instance.id,
      ip: allocateExternalIp(pool),
      ip_pool_id: pool.id,
      kind: 'ephemeral',
    }
    db.ephemeralIps.push(stored)
    const view: Json<Api.ExternalIp> = { kind: 'ephemeral', ip: stored.ip, ip_pool_id: stored.ip_pool_id }
    return accepted(view)
  },

  instanceEphemeralIpDetach({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, path.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'change the external IPs of')
    const isEphemeral = (e: StoredExternalIp) => e.instance_id === instance.id && e.kind === 'ephemeral'
    if (!db.ephemeralIps.some(isEphemeral)) {
      throw badRequest(`instance "${instance.name}" has no ephemeral IP address`)
    }
    db.ephemeralIps = db.ephemeralIps.filter((e) => !isEphemeral(e))
    return 204
  },

  instanceSshPublicKeyList({ path, query, ...ctx }) {
    const instance = lookupInstance(requireUser(ctx), path.instance, query.project)
    const ids = new Set(
      db.instanceSshKeys.filter((k) => k.instance_id === instance.id).map((k) => k.ssh_key_id),
    )
    return paginated(
      query,
      db.sshKeys.filter((k) => ids.has(k.id)),
    )
  },

  instanceAffinityGroupList({ path, query, ...ctx }) {
    const instance = lookupInstance(requireUser(ctx), path.instance, query.project)
    const ids = new Set(
      (db.affinityGroupMembers ?? []).filter((m) => m.instance_id === instance.id).map((m) => m.group_id),
    )
    return paginated(
      query,
      (db.affinityGroups ?? []).filter((g) => ids.has(g.id)),
    )
  },

  instanceAntiAffinityGroupList({ path, query, ...ctx }) {
    const instance = lookupInstance(requireUser(ctx), path.instance, query.project)
    const ids = new Set(
      (db.antiAffinityGroupMembers ?? []).filter((m) => m.instance_id === instance.id).map((m) => m.group_id),
    )
    return paginated(
      query,
      (db.antiAffinityGroups ?? []).filter((g) => ids.has(g.id)),
    )
  },
} satisfies Partial<MSWHandlers>
