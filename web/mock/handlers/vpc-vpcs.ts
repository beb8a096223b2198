import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { buildVpc, DEFAULT_IP_POOL_ID, randomVpcIds, type VpcRows } from '~mock/fixtures/vpc/build'
import { requireUser } from '~mock/session'
import { isNetworkAddress, isUniqueLocal, parseNet, randomUlaPrefix } from '~mock/toolkit/ip'
import { ensureUniqueName } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { readableProject } from '~mock/toolkit/silos-and-projects'
import { now } from '~mock/toolkit/time'
import { siloDefaultPool } from './hardware-ip-allocations'
import { lookupVpc, type VpcSelector } from './vpc-access'

/** The silo's default IP pool, which new internet gateways are linked to. */
function defaultIpPoolId(siloId: string | undefined): string {
  return (siloId ? siloDefaultPool(siloId)?.id : undefined) ?? DEFAULT_IP_POOL_ID
}

function insertRows(rows: VpcRows): void {
  for (const key of Object.keys(rows) as (keyof VpcRows)[]) {
    ;(db[key] as unknown[]).push(...rows[key])
  }
}

type NewVpc = { name: string; description: string; dns_name: string; ipv6_prefix?: string | null }

/** Creates a VPC with everything Nexus gives a new one (see `buildVpc`) and returns it. */
export function createVpc(projectId: string, body: NewVpc, siloId?: string): Json<Api.Vpc> {
  const rows = buildVpc({
    projectId,
    name: body.name,
    description: body.description,
    dnsName: body.dns_name,
    ipv6Prefix: body.ipv6_prefix ?? randomUlaPrefix(),
    time: now(),
    ids: randomVpcIds(),
    ipPoolId: defaultIpPoolId(siloId),
  })
  insertRows(rows)
  return rows.vpcs[0]
}

/** The `default` VPC a new project starts with. */
export function createDefaultVpc(projectId: string, siloId?: string): Json<Api.Vpc> {
  return createVpc(projectId, { name: 'default', description: 'Default VPC', dns_name: 'default' }, siloId)
}

function validatePrefix(prefix: string): void {
  const net = parseNet(prefix)
  if (net?.version !== 6 || net.width !== 48 || !isUniqueLocal(net) || !isNetworkAddress(net)) {
    throw badRequest(`VPC IPv6 prefix ${prefix} must be a /48 network in the unique local range fd00::/8`)
  }
}

/** Drops a VPC and everything Nexus deletes with it. The caller has checked that nothing blocks it. */
function removeVpc(vpc: Json<Api.Vpc>): void {
  const routerIds = new Set(db.vpcRouters.filter((r) => r.vpc_id === vpc.id).map((r) => r.id))
  const gatewayIds = new Set(db.internetGateways.filter((g) => g.vpc_id === vpc.id).map((g) => g.id))
  db.vpcRouterRoutes = db.vpcRouterRoutes.filter((r) => !routerIds.has(r.vpc_router_id))
  db.vpcRouters = db.vpcRouters.filter((r) => r.vpc_id !== vpc.id)
  db.vpcFirewallRules = db.vpcFirewallRules.filter((r) => r.vpc_id !== vpc.id)
  db.internetGatewayIpPools = db.internetGatewayIpPools.filter((p) => !gatewayIds.has(p.internet_gateway_id))
  db.internetGatewayIpAddresses = db.internetGatewayIpAddresses.filter(
    (a) => !gatewayIds.has(a.internet_gateway_id),
  )
  db.internetGateways = db.internetGateways.filter((g) => g.vpc_id !== vpc.id)
  db.vpcs = db.vpcs.filter((v) => v.id !== vpc.id)
}

function vpcSelector(path: { vpc: string }, query: { project?: string }): VpcSelector {
  return { vpc: path.vpc, project: query.project }
}

export const vpcVpcHandlers = {
  vpcList({ query, ...ctx }) {
    const project = readableProject(requireUser(ctx), query.project)
    return paginated(
      query,
      db.vpcs.filter((v) => v.project_id === project.id),
    )
  },

  vpcCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, query.project)
    requireProjectRole(user, project.id)
    ensureUniqueName(
      db.vpcs.filter((v) => v.project_id === project.id),
      'vpc',
      body.name,
    )
    if (body.ipv6_prefix) validatePrefix(body.ipv6_prefix)
    const vpc = createVpc(project.id, body, user.silo_id)
    return created(vpc)
  },

  vpcView({ path, query, ...ctx }) {
    return lookupVpc(requireUser(ctx), vpcSelector(path, query))
  },

  vpcUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const vpc = lookupVpc(user, vpcSelector(path, query))
    requireProjectRole(user, vpc.project_id)
    if (body.name && body.name !== vpc.name) {
      ensureUniqueName(
        db.vpcs.filter((v) => v.project_id === vpc.project_id),
        'vpc',
        body.name,
      )
      vpc.name = body.name
    }
    if (body.description != null) vpc.description = body.description
    if (body.dns_name) vpc.dns_name = body.dns_name
    vpc.time_modified = now()
    return vpc
  },

  vpcDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const vpc = lookupVpc(user, vpcSelector(path, query))
    requireProjectRole(user, vpc.project_id)
    // as in Nexus, subnets (the default one too) are never deleted along with their VPC: they hold interfaces
    if (db.vpcSubnets.some((subnet) => subnet.vpc_id === vpc.id)) {
      throw badRequest('VPC cannot be deleted while VPC Subnets exist')
    }
    const custom = db.vpcRouters.find((r) => r.vpc_id === vpc.id && r.kind === 'custom')
    if (custom) {
      throw badRequest(
        `VPC cannot be deleted while custom routers exist; delete router "${custom.name}" first`,
      )
    }
    removeVpc(vpc)
    return 204
  },
} satisfies Partial<MSWHandlers>
