import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest, notFound } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { requireUser } from '~mock/session'
import { ensureUniqueName, lookupByNameOrId } from '~mock/toolkit/lookup'
import { created } from '~mock/toolkit/responses'
import { lookupForProject, readableProject, siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { rowByName, rowsWhere } from '~mock/toolkit/table-index'
import { now } from '~mock/toolkit/time'
import { KiB } from '~mock/toolkit/units'
import { allocateExternalIp, allocateSnat, resolvePool } from './compute-addresses'
import { isBase64, requireWrite } from './compute-common'
import { buildDisk, setDiskState } from './compute-disk-rules'
import { transition } from './compute-instance-state'
import { validateShape } from './compute-instances'
import { buildNic } from './compute-nics'
import { checkQuota } from './compute-quota'
import { COMPUTE_TIMINGS } from './compute-timers'
import { lookupSshKey } from './ssh-keys'

type Disk = Json<Api.Disk>
type Instance = Json<Api.Instance>

export const MAX_DISKS_PER_INSTANCE = 12
export const MAX_EXTERNAL_IPS_PER_INSTANCE = 32
const MAX_USER_DATA_BYTES = 32 * KiB

function checkUserData(userData: string | undefined): void {
  if (!userData) return
  if (!isBase64(userData)) throw badRequest('user data must be Base64-encoded (RFC 4648 § 4)')
  const padding = userData.endsWith('==') ? 2 : userData.endsWith('=') ? 1 : 0
  if ((userData.length / 4) * 3 - padding > MAX_USER_DATA_BYTES) {
    throw badRequest('user data must be at most 32 KiB once decoded')
  }
}

/** The disks to create and the existing ones to attach, boot disk first. Nothing is stored yet. */
function planDisks(user: MockUser, projectId: string, body: Json<Api.InstanceCreate>) {
  const attachments = [...(body.boot_disk ? [body.boot_disk] : []), ...(body.disks ?? [])]
  if (attachments.length > MAX_DISKS_PER_INSTANCE) {
    throw badRequest(`An instance may not have more than ${MAX_DISKS_PER_INSTANCE} disks`)
  }
  const names = attachments.map((a) => a.name)
  const dup = names.find((name, i) => names.indexOf(name) !== i)
  if (dup) throw badRequest(`disk "${dup}" is listed more than once`)

  return attachments.map((attachment): { disk: Disk; isNew: boolean } => {
    if (attachment.type === 'create') {
      const { type: _, ...params } = attachment
      return { disk: buildDisk(user, projectId, params), isNew: true }
    }
    const disk = rowByName(db.disks, attachment.name, { key: 'project_id', id: projectId })
    if (!disk) throw notFound('disk', 'name', attachment.name)
    if (disk.state.state !== 'detached') {
      throw badRequest(`cannot attach disk "${disk.name}": it is ${disk.state.state}, not detached`)
    }
    return { disk, isNew: false }
  })
}

function planExternalIps(user: MockUser, projectId: string, body: Json<Api.InstanceCreate>) {
  const requested = body.external_ips ?? []
  if (requested.length > MAX_EXTERNAL_IPS_PER_INSTANCE) {
    throw badRequest(
      `An instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
    )
  }
  const ephemeral = requested.filter((ip) => ip.type === 'ephemeral')
  if (ephemeral.length > 1) throw badRequest('An instance may not have more than 1 ephemeral IP address')
  const floating = requested.flatMap((ip) => (ip.type === 'floating' ? [ip.floating_ip] : []))
  const fips = floating.map((selector) => {
    const fip = lookupForProject(user, {
      table: db.floatingIps,
      type: 'floating-ip',
      value: selector,
      projectId,
    })
    if (fip.instance_id) throw badRequest(`floating IP "${fip.name}" is already attached to an instance`)
    return fip
  })
  if (new Set(fips.map((f) => f.id)).size !== fips.length)
    throw badRequest('a floating IP is listed more than once')
  return { ephemeralPool: ephemeral[0]?.pool, wantEphemeral: ephemeral.length > 0, fips }
}

/** The caller's SSH keys: all of them by default, none for an empty list, else the ones named. */
function planSshKeys(user: MockUser, selectors: string[] | null | undefined): string[] {
  if (selectors == null) return db.sshKeys.filter((k) => k.silo_user_id === user.id).map((k) => k.id)
  return selectors.map((sshKey) => lookupSshKey({ sshKey }, user.id).id)
}

function planAntiAffinity(projectId: string, selectors: string[] | undefined): string[] {
  const groups = (db.antiAffinityGroups ?? []).filter((g) => g.project_id === projectId)
  return (selectors ?? []).map((selector) => {
    return lookupByNameOrId(groups, 'anti-affinity-group', selector).id
  })
}

export const instanceCreateHandlers = {
  instanceCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, query.project)
    requireWrite(user, project.id)
    ensureUniqueName(rowsWhere(db.instances, 'project_id', project.id), 'instance', body.name)
    validateShape(body.ncpus, body.memory)
    checkUserData(body.user_data)

    // check everything before storing anything, so a refused request leaves no trace
    const disks = planDisks(user, project.id, body)
    const ips = planExternalIps(user, project.id, body)
    const sshKeyIds = planSshKeys(user, body.ssh_public_keys)
    const antiAffinityIds = planAntiAffinity(project.id, body.anti_affinity_groups)
    const start = body.start ?? true
    const siloId = siloIdOfProject(project.id)
    checkQuota(siloId, {
      storage: disks.filter((d) => d.isNew).reduce((sum, d) => sum + d.disk.size, 0),
      ...(start ? { cpus: body.ncpus, memory: body.memory } : {}),
    })
    const ephemeralPool = ips.wantEphemeral ? resolvePool(siloId, ips.ephemeralPool) : null
    const snatPool = resolvePool(siloId)

    const time = now()
    const instance: Instance = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      hostname: body.hostname,
      project_id: project.id,
      ncpus: body.ncpus,
      memory: body.memory,
      run_state: 'creating',
      boot_disk_id: body.boot_disk ? disks[0].disk.id : null,
      auto_restart_policy: body.auto_restart_policy ?? null,
      auto_restart_enabled: body.auto_restart_policy !== 'never',
      auto_restart_cooldown_expiration: null,
      time_last_auto_restarted: null,
      cpu_platform: body.cpu_platform ?? null,
      time_created: time,
      time_modified: time,
      time_run_state_updated: time,
    }

    const nicParams: Json<Api.InstanceNetworkInterfaceCreate>[] =
      body.network_interfaces?.type === 'create'
        ? body.network_interfaces.params
        : body.network_interfaces?.type === 'none'
          ? []
          : [{ name: 'net0', description: '', vpc_name: 'default', subnet_name: 'default' }]
    const nics: Json<Api.InstanceNetworkInterface>[] = []
    for (const params of nicParams) nics.push(buildNic(instance, params, nics))

    db.instances.push(instance)
    for (const { disk, isNew } of disks) {
      if (isNew) db.disks.push(disk)
      setDiskState(disk, { state: 'attached', instance: instance.id })
    }
    db.networkInterfaces.push(...nics)
    for (const fip of ips.fips) {
      fip.instance_id = instance.id
      fip.time_modified = time
    }
    if (ephemeralPool) {
      const ip = allocateExternalIp(ephemeralPool)
      db.ephemeralIps.push({ instance_id: instance.id, ip, ip_pool_id: ephemeralPool.id, kind: 'ephemeral' })
    }
    db.ephemeralIps.push({
      instance_id: instance.id,
      ip_pool_id: snatPool.id,
      kind: 'snat',
      ...allocateSnat(snatPool),
    })
    for (const id of sshKeyIds) db.instanceSshKeys.push({ instance_id: instance.id, ssh_key_id: id })
    if (body.user_data) db.instanceUserData.push({ instance_id: instance.id, user_data: body.user_data })
    if (db.antiAffinityGroupMembers) {
      for (const id of antiAffinityIds)
        db.antiAffinityGroupMembers.push({ group_id: id, instance_id: instance.id })
    }

    if (start) transition(instance, 'starting', 'running', COMPUTE_TIMINGS.instanceStart)
    else instance.run_state = 'stopped'
    return created(instance)
  },
} satisfies Partial<MSWHandlers>
