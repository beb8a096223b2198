import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { ensureUniqueName, requireSelector } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { rowsWhere } from '~mock/toolkit/table-index'
import { now } from '~mock/toolkit/time'
import { allocatePrivateIp, randomMac, resolveSubnet } from './compute-addresses'
import { lookupInstance, lookupNic, requireWrite } from './compute-common'
import { requireState } from './compute-instance-state'

type Instance = Json<Api.Instance>
type Nic = Json<Api.InstanceNetworkInterface>

export const MAX_NICS = 8

const nicsOf = (instanceId: string) => rowsWhere(db.networkInterfaces, 'instance_id', instanceId)

/**
 * A new interface for the instance, checked against the ones it has plus `pending` (those being created in
 * the same request), but not stored.
 */
export function buildNic(
  instance: Instance,
  params: Json<Api.InstanceNetworkInterfaceCreate>,
  pending: Nic[] = [],
): Nic {
  const siblings = [...nicsOf(instance.id), ...pending]
  ensureUniqueName(siblings, 'network-interface', params.name)
  if (siblings.length >= MAX_NICS)
    throw badRequest(`An instance may not have more than ${MAX_NICS} network interfaces`)
  const subnet = resolveSubnet(instance.project_id, params.vpc_name, params.subnet_name)
  if (siblings.some((n) => n.vpc_id !== subnet.vpc_id)) {
    throw badRequest('All network interfaces of an instance must be in the same VPC')
  }
  // addresses handed out earlier in the same request count as taken
  const taken = pending.filter((n) => n.subnet_id === subnet.subnet_id).map((n) => n.ip)
  if (params.ip && taken.includes(params.ip)) {
    throw badRequest(`IP address ${params.ip} is already in use in the subnet`)
  }
  const ip = allocatePrivateIp(subnet, params.ip, taken)
  const time = now()
  return {
    id: crypto.randomUUID(),
    name: params.name,
    description: params.description,
    instance_id: instance.id,
    ip,
    mac: randomMac(),
    primary: siblings.length === 0,
    subnet_id: subnet.subnet_id,
    vpc_id: subnet.vpc_id,
    transit_ips: params.transit_ips ?? [],
    time_created: time,
    time_modified: time,
  }
}

export const nicHandlers = {
  instanceNetworkInterfaceList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, requireSelector(query.instance, 'instance'), query.project)
    return paginated(query, nicsOf(instance.id))
  },

  instanceNetworkInterfaceCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const instance = lookupInstance(user, query.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'change the network interfaces of')
    const nic = buildNic(instance, body)
    db.networkInterfaces.push(nic)
    return created(nic)
  },

  instanceNetworkInterfaceView({ path, query, ...ctx }) {
    return lookupNic(requireUser(ctx), path.interface, query.instance, query.project).nic
  },

  instanceNetworkInterfaceUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const { nic, instance } = lookupNic(user, path.interface, query.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'change the network interfaces of')
    const siblings = nicsOf(instance.id)
    if (body.name && body.name !== nic.name) {
      ensureUniqueName(siblings, 'network-interface', body.name)
      nic.name = body.name
    }
    if (body.description != null) nic.description = body.description
    // `primary` defaults to false, so only `true` asks for a change: this interface becomes the primary one
    if (body.primary && !nic.primary) {
      for (const sibling of siblings) sibling.primary = false
      nic.primary = true
    }
    if (body.transit_ips) nic.transit_ips = body.transit_ips
    nic.time_modified = now()
    return nic
  },

  instanceNetworkInterfaceDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const { nic, instance } = lookupNic(user, path.interface, query.instance, query.project)
    requireWrite(user, instance.project_id)
    requireState(instance, 'change the network interfaces of')
    if (nic.primary && nicsOf(instance.id).length > 1) {
      throw badRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    db.networkInterfaces = db.networkInterfaces.filter((n) => n.id !== nic.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
