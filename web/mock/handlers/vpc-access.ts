import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { atLeast, projectRoleOf, type RoleName } from '~mock/authz'
import { db, isUuid, lookupById, lookupProject } from '~mock/db'
import { alreadyExists, badRequest, forbidden, notFound } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'

/**
 * Lookups and role checks shared by the VPC and affinity group handlers. Selectors follow Nexus: an id stands
 * alone, a name needs its parent's selector, and a resource in a project the user cannot read is not found.
 */

type Selector = string | null | undefined

export function canRead(user: MockUser, projectId: string): boolean {
  return atLeast(projectRoleOf(user, projectId), 'viewer')
}

/** Writes to networking need a collaborator; a limited collaborator may not reconfigure the network. */
export function requireProjectRole(user: MockUser, projectId: string, min: RoleName = 'collaborator'): void {
  if (!atLeast(projectRoleOf(user, projectId), min)) throw forbidden()
}

export function readableProject(user: MockUser, selector: Selector): Json<Api.Project> {
  if (!selector) throw badRequest('project is required')
  const project = lookupProject({ project: selector })
  if (!canRead(user, project.id)) throw notFound('project', isUuid(selector) ? 'id' : 'name', selector)
  return project
}

type Named = { id: string; name: string }

export type NestedLookup<T extends Named> = {
  table: readonly T[]
  /** resource type in 404 messages: `vpc-subnet` */
  type: string
  /** the selector's own name in messages: `subnet` */
  param: string
  value: Selector
  /** the row field that holds the parent's id */
  parentKey: keyof T
  /** selectors of the ancestors, nearest first: `{ vpc, project }` */
  ancestors: Record<string, Selector>
  /** the parent row, resolved from the ancestors; only called for a name */
  parent: () => { id: string }
  /** project that owns a row, for hiding rows the user cannot read */
  projectOf: (row: T) => string
  user: MockUser
}

export function lookupNested<T extends Named>(opts: NestedLookup<T>): T {
  const { value, param, type, ancestors } = opts
  if (!value) throw badRequest(`${param} is required`)
  if (isUuid(value)) {
    const given = Object.keys(ancestors).filter((key) => ancestors[key])
    if (given.length > 0) {
      throw badRequest(`when providing ${param} as an ID ${given.join(' and ')} should not be specified`)
    }
    const row = lookupById(opts.table, type, value)
    if (!canRead(opts.user, opts.projectOf(row))) throw notFound(type, 'id', value)
    return row
  }
  const [nearest] = Object.keys(ancestors)
  if (!ancestors[nearest]) throw badRequest(`${nearest} is required when ${param} is a name`)
  const parentId = opts.parent().id
  const row = opts.table.find((r) => r[opts.parentKey] === parentId && r.name === value)
  if (!row) throw notFound(type, 'name', value)
  return row
}

export function vpcById(id: string): Json<Api.Vpc> {
  return lookupById(db.vpcs, 'vpc', id)
}

export function routerById(id: string): Json<Api.VpcRouter> {
  return lookupById(db.vpcRouters, 'vpc-router', id)
}

export function gatewayById(id: string): Json<Api.InternetGateway> {
  return lookupById(db.internetGateways, 'internet-gateway', id)
}

const projectOfVpc = (vpcId: string) => vpcById(vpcId).project_id

export type VpcSelector = { project?: Selector; vpc?: Selector }

export function lookupVpc(user: MockUser, { project, vpc }: VpcSelector): Json<Api.Vpc> {
  return lookupNested({
    table: db.vpcs,
    type: 'vpc',
    param: 'vpc',
    value: vpc,
    parentKey: 'project_id',
    ancestors: { project },
    parent: () => readableProject(user, project),
    projectOf: (row) => row.project_id,
    user,
  })
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
    projectOf: (row) => projectOfVpc(row.vpc_id),
    user,
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
    projectOf: (row) => projectOfVpc(row.vpc_id),
    user,
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
    projectOf: (row) => projectOfVpc(routerById(row.vpc_router_id).vpc_id),
    user,
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
    projectOf: (row) => projectOfVpc(row.vpc_id),
    user,
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
    projectOf: (row) => projectOfVpc(gatewayById(row.internet_gateway_id).vpc_id),
    user,
  })
}

/** 400 ObjectAlreadyExists when a sibling already has the name. */
export function ensureUniqueName(siblings: readonly { name: string }[], type: string, name: string): void {
  if (siblings.some((row) => row.name === name)) throw alreadyExists(type, name)
}

export function now(): string {
  return new Date().toISOString()
}
