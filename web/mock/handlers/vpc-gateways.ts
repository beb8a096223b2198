import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { ensureUniqueName } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { lookupGateway, lookupVpc, vpcById } from './vpc-access'

function gatewaysOf(vpcId: string) {
  return db.internetGateways.filter((g) => g.vpc_id === vpcId)
}

/** Custom routes in the gateway's VPC that send traffic to it (routes name their gateway). */
export function routesTargeting(gateway: Json<Api.InternetGateway>) {
  const routerIds = new Set(db.vpcRouters.filter((r) => r.vpc_id === gateway.vpc_id).map((r) => r.id))
  return db.vpcRouterRoutes.filter(
    (r) =>
      r.kind === 'custom' &&
      routerIds.has(r.vpc_router_id) &&
      r.target.type === 'internet_gateway' &&
      r.target.value === gateway.name,
  )
}

export function removeRoutes(routes: readonly Json<Api.RouterRoute>[]): void {
  const ids = new Set(routes.map((r) => r.id))
  db.vpcRouterRoutes = db.vpcRouterRoutes.filter((r) => !ids.has(r.id))
}

export const vpcGatewayHandlers = {
  internetGatewayList({ query, ...ctx }) {
    const vpc = lookupVpc(requireUser(ctx), query)
    return paginated(query, gatewaysOf(vpc.id))
  },

  internetGatewayCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const vpc = lookupVpc(user, query)
    requireProjectRole(user, vpc.project_id)
    ensureUniqueName(gatewaysOf(vpc.id), 'internet-gateway', body.name)
    const time = now()
    const gateway: Json<Api.InternetGateway> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      vpc_id: vpc.id,
      time_created: time,
      time_modified: time,
    }
    db.internetGateways.push(gateway)
    return created(gateway)
  },

  internetGatewayView({ path, query, ...ctx }) {
    return lookupGateway(requireUser(ctx), { ...query, gateway: path.gateway })
  },

  /**
   * Without `cascade` a gateway that still has IP pools or addresses attached, or custom routes pointing at
   * it, is kept; with it they all go.
   */
  internetGatewayDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const gateway = lookupGateway(user, { ...query, gateway: path.gateway })
    requireProjectRole(user, vpcById(gateway.vpc_id).project_id)
    const attached = (row: { internet_gateway_id: string }) => row.internet_gateway_id === gateway.id
    const routes = routesTargeting(gateway)
    if (!query.cascade) {
      if (db.internetGatewayIpPools.some(attached) || db.internetGatewayIpAddresses.some(attached)) {
        throw badRequest(
          `internet gateway "${gateway.name}" has IP pools or addresses attached; detach them or delete with cascade`,
        )
      }
      if (routes.length > 0) {
        throw badRequest(
          `route "${routes[0].name}" targets internet gateway "${gateway.name}"; delete it or delete with cascade`,
        )
      }
    }
    removeRoutes(routes)
    db.internetGatewayIpPools = db.internetGatewayIpPools.filter((p) => !attached(p))
    db.internetGatewayIpAddresses = db.internetGatewayIpAddresses.filter((a) => !attached(a))
    db.internetGateways = db.internetGateways.filter((g) => g.id !== gateway.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
