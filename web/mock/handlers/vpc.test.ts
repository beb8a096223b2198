// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { projects } from '~mock/fixtures/projects'
import { vpcSeed } from '~mock/fixtures/vpc-seed'
import { setupMockServer } from '~mock/node'
import { contains, type Net, overlaps, parseNet } from '~mock/toolkit/ip'
import { asUser, failure, ok } from '~mock/toolkit/test-kit'
import { addNic } from './vpc-test-rows'

setupMockServer()
const api = new Api({ host: 'http://localhost' }).methods

/** Everything Nexus gives a new VPC, read back through the API. */
async function vpcContents(project: string, vpc: string) {
  const query = { project, vpc }
  const view = ok(await api.vpcView({ path: { vpc }, query: { project } }))
  const subnets = ok(await api.vpcSubnetList({ query })).items
  const routers = ok(await api.vpcRouterList({ query })).items
  const routes = ok(await api.vpcRouterRouteList({ query: { ...query, router: 'system' } })).items
  const rules = ok(await api.vpcFirewallRulesView({ query })).rules
  const gateways = ok(await api.internetGatewayList({ query })).items
  const pools = ok(await api.internetGatewayIpPoolList({ query: { ...query, gateway: 'default' } })).items
  return { view, subnets, routers, routes, rules, gateways, pools }
}

function expectDefaultSet(set: Awaited<ReturnType<typeof vpcContents>>) {
  const system = set.routers.find((r) => r.name === 'system')
  expect(system).toMatchObject({ kind: 'system', id: set.view.systemRouterId })
  expect(set.view.ipv6Prefix).toMatch(/^fd[0-9a-f]{2}:[0-9a-f:]+\/48$/)
  const subnet = set.subnets.find((s) => s.name === 'default')
  expect(subnet).toMatchObject({ ipv4Block: '172.30.0.0/22', customRouterId: null })
  expect(subnet?.ipv6Block.endsWith('/64')).toBe(true)
  expect(
    set.routes.filter((r) => r.kind === 'default').map((r) => [r.name, r.destination, r.target]),
  ).toEqual([
    ['default-v4', { type: 'ip_net', value: '0.0.0.0/0' }, { type: 'internet_gateway', value: 'default' }],
    ['default-v6', { type: 'ip_net', value: '::/0' }, { type: 'internet_gateway', value: 'default' }],
  ])
  // one system route per subnet
  const subnetRoutes = set.routes.filter((r) => r.kind === 'vpc_subnet').map((r) => r.name)
  expect(subnetRoutes.sort()).toEqual(set.subnets.map((s) => s.name).sort())
  expect(set.rules.map((r) => r.name)).toEqual(
    expect.arrayContaining(['allow-icmp', 'allow-internal-inbound', 'allow-ssh']),
  )
  const ssh = set.rules.find((r) => r.name === 'allow-ssh')
  expect(ssh).toMatchObject({
    action: 'allow',
    direction: 'inbound',
    priority: 65534,
    status: 'enabled',
    targets: [{ type: 'vpc', value: set.view.name }],
    filters: { ports: ['22'], protocols: [{ type: 'tcp' }], hosts: null },
  })
  expect(set.gateways.map((g) => g.name)).toContain('default')
  expect(set.pools.map((p) => p.name)).toEqual(['default'])
}

describe('default VPCs', () => {
  test.each(projects.map((p) => p.name))('%s has the default VPC set', async (project) => {
    expectDefaultSet(await vpcContents(project, 'default'))
  })

  test('a new project gets its own default VPC', async () => {
    const project = ok(await api.projectCreate({ body: { name: 'analytics', description: 'Dashboards' } }))
    const set = await vpcContents('analytics', 'default')
    expectDefaultSet(set)
    expect(set.view).toMatchObject({ projectId: project.id, dnsName: 'default', description: 'Default VPC' })
  })

  test('VPC create builds the same set, with a random prefix unless one is given', async () => {
    const created = await api.vpcCreate({
      query: { project: 'sandbox' },
      body: { name: 'lab', description: 'Lab network', dnsName: 'lab' },
    })
    expect(created.response.status).toBe(201)
    expectDefaultSet(await vpcContents('sandbox', 'lab'))

    const fixed = ok(
      await api.vpcCreate({
        query: { project: 'sandbox' },
        body: { name: 'lab-2', description: '', dnsName: 'lab2', ipv6Prefix: 'fd12:3456:789a::/48' },
      }),
    )
    expect(fixed.ipv6Prefix).toBe('fd12:3456:789a::/48')
    const subnets = ok(await api.vpcSubnetList({ query: { project: 'sandbox', vpc: 'lab-2' } })).items
    expect(subnets[0].ipv6Block).toBe('fd12:3456:789a::/64')
  })
})

describe('seed', () => {
  test('is consistent: system routes per subnet, no overlaps, routers and gateways in their own VPC', () => {
    for (const vpc of db.vpcs) {
      const subnets = db.vpcSubnets.filter((s) => s.vpc_id === vpc.id)
      const routers = db.vpcRouters.filter((r) => r.vpc_id === vpc.id)
      expect(routers.filter((r) => r.kind === 'system').map((r) => r.id)).toEqual([vpc.system_router_id])
      const systemRoutes = db.vpcRouterRoutes.filter((r) => r.vpc_router_id === vpc.system_router_id)
      expect(
        systemRoutes
          .filter((r) => r.kind === 'vpc_subnet')
          .map((r) => r.name)
          .sort(),
      ).toEqual(subnets.map((s) => s.name).sort())
      const nets = subnets.map((s) => parseNet(s.ipv4_block) as Net)
      const clashes = nets.flatMap((a, i) => nets.slice(i + 1).filter((b) => overlaps(a, b)))
      expect(clashes).toEqual([])
      for (const subnet of subnets) {
        expect(contains(parseNet(vpc.ipv6_prefix) as Net, parseNet(subnet.ipv6_block) as Net)).toBe(true)
        if (subnet.custom_router_id) {
          expect(routers.find((r) => r.id === subnet.custom_router_id)?.kind).toBe('custom')
        }
      }
    }
    const routerIds = new Set(db.vpcRouters.map((r) => r.id))
    expect(db.vpcRouterRoutes.every((r) => routerIds.has(r.vpc_router_id))).toBe(true)
    const gatewayIds = new Set(db.internetGateways.map((g) => g.id))
    for (const link of [...db.internetGatewayIpPools, ...db.internetGatewayIpAddresses]) {
      expect(gatewayIds.has(link.internet_gateway_id)).toBe(true)
    }
    const ids = Object.values(vpcSeed).flatMap((rows) => rows.map((row) => ('id' in row ? row.id : null)))
    const real = ids.filter((id) => id !== null)
    expect(new Set(real).size).toBe(real.length)
  })
})

describe('VPC CRUD', () => {
  test('an IPv6 prefix outside fd00::/8 or not a /48 is refused', async () => {
    for (const ipv6Prefix of ['2001:db8::/48', 'fd12:3456::/64']) {
      const result = await api.vpcCreate({
        query: { project: 'sandbox' },
        body: { name: 'bad', description: '', dnsName: 'bad', ipv6Prefix },
      })
      expect(failure(result)).toMatchObject({ status: 400, errorCode: 'InvalidRequest' })
    }
  })

  test('names are unique within a project', async () => {
    const result = await api.vpcCreate({
      query: { project: 'web-frontend' },
      body: { name: 'dmz', description: '', dnsName: 'dmz' },
    })
    expect(failure(result)).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: vpc "dmz"',
    })
  })

  test('lookups follow the Nexus selector rules', async () => {
    const missing = failure(await api.vpcView({ path: { vpc: 'nope' }, query: { project: 'web-frontend' } }))
    expect(missing).toMatchObject({
      status: 404,
      errorCode: 'ObjectNotFound',
      message: 'not found: vpc with name "nope"',
    })

    const dmz = ok(await api.vpcView({ path: { vpc: 'dmz' }, query: { project: 'web-frontend' } }))
    expect(ok(await api.vpcView({ path: { vpc: dmz.id } })).name).toBe('dmz')
    const both = failure(await api.vpcView({ path: { vpc: dmz.id }, query: { project: 'web-frontend' } }))
    expect(both).toMatchObject({
      status: 400,
      message: 'when providing vpc as an ID project should not be specified',
    })
    expect(failure(await api.vpcView({ path: { vpc: 'dmz' } }))).toMatchObject({
      status: 400,
      message: 'project is required when vpc is a name',
    })
  })

  test('list pages by name', async () => {
    const first = ok(await api.vpcList({ query: { project: 'web-frontend', limit: 1 } }))
    expect(first.items.map((v) => v.name)).toEqual(['default'])
    const second = ok(
      await api.vpcList({ query: { project: 'web-frontend', limit: 1, pageToken: first.nextPage } }),
    )
    expect(second.items.map((v) => v.name)).toEqual(['dmz'])
    expect(second.nextPage).toBeNull()
  })

  test('update renames and edits, refusing a taken name', async () => {
    const updated = ok(
      await api.vpcUpdate({
        path: { vpc: 'dmz' },
        query: { project: 'web-frontend' },
        body: { name: 'edge-lb', description: 'Edge', dnsName: 'edge' },
      }),
    )
    expect(updated).toMatchObject({ name: 'edge-lb', description: 'Edge', dnsName: 'edge' })
    const taken = await api.vpcUpdate({
      path: { vpc: 'edge-lb' },
      query: { project: 'web-frontend' },
      body: { name: 'default' },
    })
    expect(failure(taken).message).toBe('already exists: vpc "default"')
  })

  test('delete is refused while subnets exist, and then takes the routers, rules and gateways along', async () => {
    const query = { project: 'web-frontend', vpc: 'dmz' }
    const dmz = ok(await api.vpcView({ path: { vpc: 'dmz' }, query: { project: 'web-frontend' } }))
    // its default subnet counts too: Nexus never deletes a subnet along with its VPC
    expect(failure(await api.vpcDelete({ path: { vpc: dmz.id } }))).toMatchObject({
      status: 400,
      message: 'VPC cannot be deleted while VPC Subnets exist',
    })
    for (const subnet of ok(await api.vpcSubnetList({ query })).items) {
      expect((await api.vpcSubnetDelete({ path: { subnet: subnet.id } })).response.status).toBe(204)
    }
    expect((await api.vpcDelete({ path: { vpc: dmz.id } })).response.status).toBe(204)
    for (const table of ['vpcSubnets', 'vpcRouters', 'vpcFirewallRules', 'internetGateways'] as const) {
      expect(db[table].some((row) => row.vpc_id === dmz.id)).toBe(false)
    }
    expect(db.vpcRouterRoutes.some((r) => r.vpc_router_id === dmz.systemRouterId)).toBe(false)
  })

  test('delete is refused while a custom router exists, and a subnet while it has interfaces', async () => {
    const query = { project: 'sandbox' }
    const lab = ok(await api.vpcCreate({ query, body: { name: 'lab', description: '', dnsName: 'lab' } }))
    ok(await api.vpcRouterCreate({ query: { ...query, vpc: 'lab' }, body: { name: 'nat', description: '' } }))
    const subnet = db.vpcSubnets.find((s) => s.vpc_id === lab.id)
    if (!subnet) throw new Error('no default subnet')
    const nic = addNic(subnet, '172.30.0.5')
    const withNic = failure(await api.vpcSubnetDelete({ path: { subnet: subnet.id } }))
    expect(withNic.message).toBe('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
    db.networkInterfaces = db.networkInterfaces.filter((n) => n.id !== nic.id)
    ok(await api.vpcSubnetDelete({ path: { subnet: subnet.id } }))

    const withRouter = failure(await api.vpcDelete({ path: { vpc: lab.id } }))
    expect(withRouter).toMatchObject({
      status: 400,
      message: 'VPC cannot be deleted while custom routers exist; delete router "nat" first',
    })
    ok(await api.vpcRouterDelete({ path: { router: 'nat' }, query: { ...query, vpc: 'lab' } }))
    expect((await api.vpcDelete({ path: { vpc: lab.id } })).response.status).toBe(204)
  })
})

describe('VPC access', () => {
  test('a project viewer reads but cannot write', async () => {
    const viewer = asUser('margaret')
    expect(
      ok(await api.vpcList({ query: { project: 'web-frontend' } }, viewer)).items.length,
    ).toBeGreaterThan(0)
    const create = await api.vpcCreate(
      { query: { project: 'web-frontend' }, body: { name: 'x', description: '', dnsName: 'x' } },
      viewer,
    )
    expect(failure(create)).toMatchObject({ status: 403, message: 'Action not authorized' })
    const update = await api.vpcUpdate(
      { path: { vpc: 'dmz' }, query: { project: 'web-frontend' }, body: { description: 'x' } },
      viewer,
    )
    expect(failure(update).status).toBe(403)
    expect(
      failure(await api.vpcDelete({ path: { vpc: 'dmz' }, query: { project: 'web-frontend' } }, viewer))
        .status,
    ).toBe(403)
  })

  test('a user without access to the project does not see its VPCs', async () => {
    const dmz = ok(await api.vpcView({ path: { vpc: 'dmz' }, query: { project: 'web-frontend' } }))
    const byId = failure(await api.vpcView({ path: { vpc: dmz.id } }, asUser('katherine')))
    expect(byId).toMatchObject({ status: 404, message: `not found: vpc with id "${dmz.id}"` })
  })
})
