import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { subnetRoute } from '~mock/fixtures/vpc/build'
import { requireUser } from '~mock/session'
import {
  contains,
  isNetworkAddress,
  isPrivateV4,
  type Net,
  overlaps,
  parseNet,
  requireNet,
  subnet64,
} from '~mock/toolkit/ip'
import { ensureUniqueName, findByNameOrId, notFoundBySelector } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { rowsWhere } from '~mock/toolkit/table-index'
import { now } from '~mock/toolkit/time'
import { lookupSubnet, lookupVpc, vpcById } from './vpc-access'

const MIN_V4_WIDTH = 8
const MAX_V4_WIDTH = 26

function siblingsOf(vpcId: string, except?: string) {
  return db.vpcSubnets.filter((s) => s.vpc_id === vpcId && s.id !== except)
}

function checkOverlap(net: Net, text: string, vpcId: string, key: 'ipv4_block' | 'ipv6_block'): void {
  for (const other of siblingsOf(vpcId)) {
    const theirs = parseNet(other[key])
    if (theirs && overlaps(net, theirs)) {
      throw badRequest(`${text} overlaps ${other[key]}, the block of subnet "${other.name}"`)
    }
  }
}

function validateIpv4(block: string, vpcId: string): void {
  const net = parseNet(block)
  if (net?.version !== 4) throw badRequest(`IPv4 block ${block} is not an IPv4 network`)
  if (!isNetworkAddress(net)) throw badRequest(`IPv4 block ${block} has host bits set past the /${net.width}`)
  if (!isPrivateV4(net)) {
    throw badRequest(
      `IPv4 block ${block} must lie in a private range (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16)`,
    )
  }
  if (net.width < MIN_V4_WIDTH || net.width > MAX_V4_WIDTH) {
    throw badRequest(
      `IPv4 block ${block} must have a prefix length between ${MIN_V4_WIDTH} and ${MAX_V4_WIDTH}`,
    )
  }
  checkOverlap(net, `IPv4 block ${block}`, vpcId, 'ipv4_block')
}

/** A given IPv6 block is checked; without one the subnet gets the first free /64 of the VPC prefix. */
function resolveIpv6(block: string | null | undefined, vpc: Json<Api.Vpc>): string {
  const prefix = requireNet(vpc.ipv6_prefix)
  if (block) {
    const net = parseNet(block)
    if (net?.version !== 6 || net.width !== 64 || !isNetworkAddress(net) || !contains(prefix, net)) {
      throw badRequest(`IPv6 block ${block} must be a /64 inside the VPC prefix ${vpc.ipv6_prefix}`)
    }
    checkOverlap(net, `IPv6 block ${block}`, vpc.id, 'ipv6_block')
    return block
  }
  const used = siblingsOf(vpc.id).map((s) => parseNet(s.ipv6_block))
  for (let index = 0; index < 0x10000; index++) {
    const candidate = subnet64(vpc.ipv6_prefix, index)
    const net = requireNet(candidate)
    if (!used.some((u) => u && overlaps(u, net))) return candidate
  }
  throw badRequest(`no free /64 left in the VPC prefix ${vpc.ipv6_prefix}`)
}

/** A custom router of the same VPC, by name or id. */
function resolveCustomRouter(selector: string, vpcId: string): string {
  const router = findByNameOrId(
    db.vpcRouters.filter((r) => r.vpc_id === vpcId),
    selector,
  )
  if (!router) throw notFoundBySelector('vpc-router', selector)
  if (router.kind === 'system') throw badRequest('a subnet cannot use the system router as its custom router')
  return router.id
}

function systemRouteOf(subnet: Json<Api.VpcSubnet>) {
  const systemRouterId = vpcById(subnet.vpc_id).system_router_id
  return db.vpcRouterRoutes.find(
    (r) => r.vpc_router_id === systemRouterId && r.kind === 'vpc_subnet' && r.name === subnet.name,
  )
}

export const vpcSubnetHandlers = {
  vpcSubnetList({ query, ...ctx }) {
    const vpc = lookupVpc(requireUser(ctx), query)
    return paginated(query, siblingsOf(vpc.id))
  },

  vpcSubnetCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const vpc = lookupVpc(user, query)
    requireProjectRole(user, vpc.project_id)
    ensureUniqueName(siblingsOf(vpc.id), 'vpc-subnet', body.name)
    validateIpv4(body.ipv4_block, vpc.id)
    const ipv6 = resolveIpv6(body.ipv6_block, vpc)
    const time = now()
    const subnet: Json<Api.VpcSubnet> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      vpc_id: vpc.id,
      ipv4_block: body.ipv4_block,
      ipv6_block: ipv6,
      custom_router_id: body.custom_router ? resolveCustomRouter(body.custom_router, vpc.id) : null,
      time_created: time,
      time_modified: time,
    }
    db.vpcSubnets.push(subnet)
    db.vpcRouterRoutes.push(subnetRoute(crypto.randomUUID(), vpc.system_router_id, subnet.name, time))
    return created(subnet)
  },

  vpcSubnetView({ path, query, ...ctx }) {
    return lookupSubnet(requireUser(ctx), { ...query, subnet: path.subnet })
  },

  /** As in Nexus, leaving out `custom_router` detaches the subnet from its custom router. */
  vpcSubnetUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const subnet = lookupSubnet(user, { ...query, subnet: path.subnet })
    requireProjectRole(user, vpcById(subnet.vpc_id).project_id)
    const time = now()
    if (body.name && body.name !== subnet.name) {
      ensureUniqueName(siblingsOf(subnet.vpc_id), 'vpc-subnet', body.name)
      const route = systemRouteOf(subnet)
      if (route) {
        Object.assign(route, subnetRoute(route.id, route.vpc_router_id, body.name, route.time_created))
        route.time_modified = time
      }
      subnet.name = body.name
    }
    if (body.description != null) subnet.description = body.description
    subnet.custom_router_id = body.custom_router
      ? resolveCustomRouter(body.custom_router, subnet.vpc_id)
      : null
    subnet.time_modified = time
    return subnet
  },

  vpcSubnetDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const subnet = lookupSubnet(user, { ...query, subnet: path.subnet })
    requireProjectRole(user, vpcById(subnet.vpc_id).project_id)
    if (rowsWhere(db.networkInterfaces, 'subnet_id', subnet.id).length > 0) {
      throw badRequest('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
    }
    const route = systemRouteOf(subnet)
    db.vpcRouterRoutes = db.vpcRouterRoutes.filter((r) => r !== route)
    db.vpcSubnets = db.vpcSubnets.filter((s) => s.id !== subnet.id)
    return 204
  },

  vpcSubnetListNetworkInterfaces({ path, query, ...ctx }) {
    const subnet = lookupSubnet(requireUser(ctx), {
      project: query.project,
      vpc: query.vpc,
      subnet: path.subnet,
    })
    // every instance names its first interface `net0`, so names repeat here and cannot anchor a page token
    return paginated(
      { ...query, sortBy: query.sortBy ?? 'id_ascending' },
      rowsWhere(db.networkInterfaces, 'subnet_id', subnet.id),
    )
  },
} satisfies Partial<MSWHandlers>
