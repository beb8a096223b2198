import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { parseIp } from '~mock/toolkit/ip'
import { ensureUniqueName, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { gatewayById, lookupGateway, lookupGatewayChild, vpcById } from './vpc-access'
import { removeRoutes, routesTargeting } from './vpc-gateways'

/** The IP pools and addresses attached to internet gateways. */

type Query = { project?: string; vpc?: string; gateway?: string }

function writableGateway(ctx: Parameters<typeof requireUser>[0], query: Query) {
  const user = requireUser(ctx)
  const gateway = lookupGateway(user, query)
  requireProjectRole(user, vpcById(gateway.vpc_id).project_id)
  return gateway
}

const poolsOf = (gatewayId: string) =>
  db.internetGatewayIpPools.filter((p) => p.internet_gateway_id === gatewayId)
const addressesOf = (gatewayId: string) =>
  db.internetGatewayIpAddresses.filter((a) => a.internet_gateway_id === gatewayId)

/** With `cascade`, detaching a gateway's last pool or address also drops the routes that lead to it. */
function detach(gateway: Json<Api.InternetGateway>, cascade: boolean | undefined): void {
  if (cascade && poolsOf(gateway.id).length === 0 && addressesOf(gateway.id).length === 0) {
    removeRoutes(routesTargeting(gateway))
  }
}

export const vpcGatewayLinkHandlers = {
  internetGatewayIpPoolList({ query, ...ctx }) {
    const gateway = lookupGateway(requireUser(ctx), query)
    return paginated(query, poolsOf(gateway.id))
  },

  internetGatewayIpPoolCreate({ query, body, ...ctx }) {
    const gateway = writableGateway(ctx, query)
    ensureUniqueName(poolsOf(gateway.id), 'internet-gateway-ip-pool', body.name)
    const pool = lookupByNameOrId(db.ipPools, 'ip-pool', body.ip_pool)
    if (poolsOf(gateway.id).some((p) => p.ip_pool_id === pool.id)) {
      throw badRequest(`IP pool "${pool.name}" is already attached to internet gateway "${gateway.name}"`)
    }
    const time = now()
    const link: Json<Api.InternetGatewayIpPool> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      internet_gateway_id: gateway.id,
      ip_pool_id: pool.id,
      time_created: time,
      time_modified: time,
    }
    db.internetGatewayIpPools.push(link)
    return created(link)
  },

  internetGatewayIpPoolDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const link = lookupGatewayChild(
      user,
      db.internetGatewayIpPools,
      'internet-gateway-ip-pool',
      'pool',
      path.pool,
      query,
    )
    const gateway = gatewayById(link.internet_gateway_id)
    requireProjectRole(user, vpcById(gateway.vpc_id).project_id)
    db.internetGatewayIpPools = db.internetGatewayIpPools.filter((p) => p.id !== link.id)
    detach(gateway, query.cascade)
    return 204
  },

  internetGatewayIpAddressList({ query, ...ctx }) {
    const gateway = lookupGateway(requireUser(ctx), query)
    return paginated(query, addressesOf(gateway.id))
  },

  internetGatewayIpAddressCreate({ query, body, ...ctx }) {
    const gateway = writableGateway(ctx, query)
    ensureUniqueName(addressesOf(gateway.id), 'internet-gateway-ip-address', body.name)
    if (!parseIp(body.address)) throw badRequest(`"${body.address}" is not a valid IP address`)
    if (addressesOf(gateway.id).some((a) => a.address === body.address)) {
      throw badRequest(`address ${body.address} is already attached to internet gateway "${gateway.name}"`)
    }
    const time = now()
    const address: Json<Api.InternetGatewayIpAddress> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      internet_gateway_id: gateway.id,
      address: body.address,
      time_created: time,
      time_modified: time,
    }
    db.internetGatewayIpAddresses.push(address)
    return created(address)
  },

  internetGatewayIpAddressDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const address = lookupGatewayChild(
      user,
      db.internetGatewayIpAddresses,
      'internet-gateway-ip-address',
      'address',
      path.address,
      query,
    )
    const gateway = gatewayById(address.internet_gateway_id)
    requireProjectRole(user, vpcById(gateway.vpc_id).project_id)
    db.internetGatewayIpAddresses = db.internetGatewayIpAddresses.filter((a) => a.id !== address.id)
    detach(gateway, query.cascade)
    return 204
  },
} satisfies Partial<MSWHandlers>
