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
import { lookupRouter, lookupVpc, vpcById } from './vpc-access'

function routersOf(vpcId: string) {
  return db.vpcRouters.filter((r) => r.vpc_id === vpcId)
}

function refuseSystem(router: Json<Api.VpcRouter>, action: string): void {
  if (router.kind === 'system') throw badRequest(`cannot ${action} the system router of a VPC`)
}

export const vpcRouterHandlers = {
  vpcRouterList({ query, ...ctx }) {
    const vpc = lookupVpc(requireUser(ctx), query)
    return paginated(query, routersOf(vpc.id))
  },

  vpcRouterCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const vpc = lookupVpc(user, query)
    requireProjectRole(user, vpc.project_id)
    ensureUniqueName(routersOf(vpc.id), 'vpc-router', body.name)
    const time = now()
    const router: Json<Api.VpcRouter> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      kind: 'custom',
      vpc_id: vpc.id,
      time_created: time,
      time_modified: time,
    }
    db.vpcRouters.push(router)
    return created(router)
  },

  vpcRouterView({ path, query, ...ctx }) {
    return lookupRouter(requireUser(ctx), { ...query, router: path.router })
  },

  vpcRouterUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const router = lookupRouter(user, { ...query, router: path.router })
    requireProjectRole(user, vpcById(router.vpc_id).project_id)
    refuseSystem(router, 'update')
    if (body.name && body.name !== router.name) {
      ensureUniqueName(routersOf(router.vpc_id), 'vpc-router', body.name)
      router.name = body.name
    }
    if (body.description != null) router.description = body.description
    router.time_modified = now()
    return router
  },

  /** Deleting a custom router takes its routes with it and detaches the subnets that used it. */
  vpcRouterDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const router = lookupRouter(user, { ...query, router: path.router })
    requireProjectRole(user, vpcById(router.vpc_id).project_id)
    refuseSystem(router, 'delete')
    const time = now()
    for (const subnet of db.vpcSubnets.filter((s) => s.custom_router_id === router.id)) {
      subnet.custom_router_id = null
      subnet.time_modified = time
    }
    db.vpcRouterRoutes = db.vpcRouterRoutes.filter((r) => r.vpc_router_id !== router.id)
    db.vpcRouters = db.vpcRouters.filter((r) => r.id !== router.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
