import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { canReadProject } from '~mock/authz'
import { db } from '~mock/db'
import type { MockUser } from '~mock/fixtures/users'
import { lookupById, lookupNested, type Selector } from '~mock/toolkit/lookup'
import { lookupInProject } from '~mock/toolkit/silos-and-projects'

/**
 * Lookups of the VPC resources, nested as Nexus nests their selectors: subnets, routers and gateways in a VPC,
 * routes in a router, IP pools and addresses in a gateway. A resource in a project the user cannot read is not
 * found.
 */

export function vpcById(id: string): Json<Api.Vpc> {
  return lookupById(db.vpcs, 'vpc', id)
}

export function routerById(id: string): Json<Api.VpcRouter> {
  return lookupById(db.vpcRouters, 'vpc-router', id)
}

export function gatewayById(id: string): Json<Api.InternetGateway> {
  return lookupById(db.internetGateways, 'internet-gateway', id)
}

type Named = { id: string; name: string }

const projectOfVpc = (vpcId: string) => vpcById(vpcId).project_id

export type VpcSelector = { project?: Selector; vpc?: Selector }

export function lookupVpc(user: MockUser, { project, vpc }: VpcSelector): Json<Api.Vpc> {
  return lookupInProject(user, { table: db.vpcs, type: 'vpc', value: vpc, project })
}

export function lookupSubnet(
  user: MockUser,
  { subnet, ...vpc }: VpcSelector & { subnet?: Selector },
): Json<Api.VpcSubnet> {
  return lookupNested({
    table: db.vpcSubnets,
    type: 'vpc-subnet',
    param: 'subnet',
    value: subnet,
    parentKey: 'vpc_id',
    ancestors: { vpc: vpc.vpc, project: vpc.project },
    parent: () => lookupVpc(user, vpc),
    visible: (row) => canReadProject(user, projectOfVpc(row.vpc_id)),
  })
}

export function lookupRouter(
  user: MockUser,
  { router, ...vpc }: VpcSelector & { router?: Selector },
): Json<Api.VpcRouter> {
  return lookupNested({
    table: db.vpcRouters,
    type: 'vpc-router',
    param: 'router',
    value: router,
    parentKey: 'vpc_id',
    ancestors: { vpc: vpc.vpc, project: vpc.project },
    parent: () => lookupVpc(user, vpc),
    visible: (row) => canReadProject(user, projectOfVpc(row.vpc_id)),
  })
}

export type RouterSelector = VpcSelector & { router?: Selector }

export function lookupRoute(
  user: MockUser,
  { route, ...router }: RouterSelector & { route?: Selector },
): Json<Api.RouterRoute> {
  return lookupNested({
    table: db.vpcRouterRoutes,
    type: 'router-route',
    param: 'route',
    value: route,
    parentKey: 'vpc_router_id',
    ancestors: { router: router.router, vpc: router.vpc, project: router.project },
    parent: () => lookupRouter(user, router),
    visible: (row) => canReadProject(user, projectOfVpc(routerById(row.vpc_router_id).vpc_id)),
  })
}

export function lookupGateway(
  user: MockUser,
  { gateway, ...vpc }: VpcSelector & { gateway?: Selector },
): Json<Api.InternetGateway> {
  return lookupNested({
    table: db.internetGateways,
    type: 'internet-gateway',
    param: 'gateway',
    value: gateway,
    parentKey: 'vpc_id',
    ancestors: { vpc: vpc.vpc, project: vpc.project },
    parent: () => lookupVpc(user, vpc),
    visible: (row) => canReadProject(user, projectOfVpc(row.vpc_id)),
  })
}

export type GatewaySelector = VpcSelector & { gateway?: Selector }

type GatewayChild = Named & { internet_gateway_id: string }

/** An IP pool or address attached to a gateway: `{ pool, gateway, vpc, project }`. */
export function lookupGatewayChild<T extends GatewayChild>(
  user: MockUser,
  table: readonly T[],
  type: string,
  param: string,
  value: Selector,
  gateway: GatewaySelector,
): T {
  return lookupNested({
    table,
    type,
    param,
    value,
    parentKey: 'internet_gateway_id',
    ancestors: { gateway: gateway.gateway, vpc: gateway.vpc, project: gateway.project },
    parent: () => lookupGateway(user, gateway),
    visible: (row) => canReadProject(user, projectOfVpc(gatewayById(row.internet_gateway_id).vpc_id)),
  })
}
