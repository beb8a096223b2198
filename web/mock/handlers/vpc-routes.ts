import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { ipVersion, parseNet } from '~mock/toolkit/ip'
import { ensureUniqueName } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { lookupRoute, lookupRouter, routerById, vpcById } from './vpc-access'

type Destination = Json<Api.RouteDestination>
type Target = Json<Api.RouteTarget>

function routesOf(routerId: string) {
  return db.vpcRouterRoutes.filter((r) => r.vpc_router_id === routerId)
}

function explicitVersion(end: Destination | Target): 4 | 6 | null {
  if (end.type === 'ip') return ipVersion(end.value)
  if (end.type === 'ip_net') return parseNet(end.value)?.version ?? null
  return null
}

/** What Nexus accepts in a user-defined route, beyond what the schema already checks. */
function validateRoute(destination: Destination, target: Target): void {
  if (destination.type === 'vpc' || target.type === 'vpc') {
    throw badRequest('VPC peering is not supported: a route cannot use a VPC as its destination or target')
  }
  if (target.type === 'subnet') {
    throw badRequest('a subnet cannot be the target of a custom route; target an instance or an IP instead')
  }
  const from = explicitVersion(destination)
  const to = explicitVersion(target)
  if (from && to && from !== to) {
    throw badRequest(`an IPv${from} destination cannot be routed to an IPv${to} target`)
  }
}

/** System routers are managed by the control plane: nobody adds routes to them. */
function requireCustomRouter(router: Json<Api.VpcRouter>): void {
  if (router.kind !== 'custom') throw badRequest('user-provided routes cannot be added to a system router')
}

/**
 * As the API documents the kinds: custom routes can be changed and deleted, default routes changed (say, sent to
 * another gateway) but not deleted, and subnet and peering routes, which follow their subnets and peerings,
 * neither.
 */
function refuseSystemRoute(route: Json<Api.RouterRoute>, action: 'update' | 'delete'): void {
  if (route.kind === 'custom' || (route.kind === 'default' && action === 'update')) return
  const vpc = vpcById(routerById(route.vpc_router_id).vpc_id)
  throw badRequest(
    `routes of type ${route.kind} from the system table of VPC "${vpc.name}" are not modifiable`,
  )
}

function writableRoute(
  user: Parameters<typeof lookupRoute>[0],
  selector: Parameters<typeof lookupRoute>[1],
  action: 'update' | 'delete',
) {
  const route = lookupRoute(user, selector)
  const router = routerById(route.vpc_router_id)
  requireProjectRole(user, vpcById(router.vpc_id).project_id)
  refuseSystemRoute(route, action)
  return route
}

export const vpcRouteHandlers = {
  vpcRouterRouteList({ query, ...ctx }) {
    const router = lookupRouter(requireUser(ctx), query)
    return paginated(query, routesOf(router.id))
  },

  vpcRouterRouteCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const router = lookupRouter(user, query)
    requireProjectRole(user, vpcById(router.vpc_id).project_id)
    requireCustomRouter(router)
    ensureUniqueName(routesOf(router.id), 'router-route', body.name)
    validateRoute(body.destination, body.target)
    const time = now()
    const route: Json<Api.RouterRoute> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      kind: 'custom',
      vpc_router_id: router.id,
      destination: body.destination,
      target: body.target,
      time_created: time,
      time_modified: time,
    }
    db.vpcRouterRoutes.push(route)
    return created(route)
  },

  vpcRouterRouteView({ path, query, ...ctx }) {
    return lookupRoute(requireUser(ctx), { ...query, route: path.route })
  },

  vpcRouterRouteUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const route = writableRoute(user, { ...query, route: path.route }, 'update')
    validateRoute(body.destination, body.target)
    if (body.name && body.name !== route.name) {
      ensureUniqueName(routesOf(route.vpc_router_id), 'router-route', body.name)
      route.name = body.name
    }
    if (body.description != null) route.description = body.description
    route.destination = body.destination
    route.target = body.target
    route.time_modified = now()
    return route
  },

  vpcRouterRouteDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const route = writableRoute(user, { ...query, route: path.route }, 'delete')
    db.vpcRouterRoutes = db.vpcRouterRoutes.filter((r) => r.id !== route.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
