// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { DEFAULT_IP_POOL_ID } from '~mock/fixtures/vpc/build'
import { setupMockServer } from '~mock/node'
import { asUser, failure, ok } from '~mock/toolkit/test-kit'
import { addIpPool } from './vpc-test-rows'

setupMockServer()
const api = new Api({ host: 'http://localhost' }).methods
const vpc = { project: 'web-frontend', vpc: 'default' }
const defaultGateway = { ...vpc, gateway: 'default' }

async function edgeRouteNames() {
  return ok(await api.vpcRouterRouteList({ query: { ...vpc, router: 'edge' } })).items.map((r) => r.name)
}

describe('internet gateways', () => {
  test('lists the gateways of one VPC; the default one is linked to the default pool', async () => {
    const gateways = ok(
      await api.internetGatewayList({ query: { project: 'data-pipeline', vpc: 'default' } }),
    ).items
    expect(gateways.map((g) => g.name)).toEqual(['backup-egress', 'default'])
    const pools = ok(await api.internetGatewayIpPoolList({ query: defaultGateway })).items
    expect(pools).toEqual([expect.objectContaining({ name: 'default', ipPoolId: DEFAULT_IP_POOL_ID })])
    const addresses = ok(await api.internetGatewayIpAddressList({ query: defaultGateway })).items
    expect(addresses.map((a) => [a.name, a.address])).toEqual([['egress-1', '10.85.1.240']])
  })

  test('create and view by id; names are unique in the VPC', async () => {
    const created = await api.internetGatewayCreate({
      query: vpc,
      body: { name: 'egress-2', description: '' },
    })
    expect(created.response.status).toBe(201)
    const { id } = ok(created)
    expect(ok(await api.internetGatewayView({ path: { gateway: id } })).name).toBe('egress-2')
    const duplicate = failure(
      await api.internetGatewayCreate({ query: vpc, body: { name: 'default', description: '' } }),
    )
    expect(duplicate.message).toBe('already exists: internet-gateway "default"')
    expect(failure(await api.internetGatewayView({ path: { gateway: 'nope' }, query: vpc })).message).toBe(
      'not found: internet-gateway with name "nope"',
    )
  })

  test('a gateway with nothing attached and no routes deletes without cascade', async () => {
    ok(await api.internetGatewayCreate({ query: vpc, body: { name: 'spare', description: '' } }))
    const result = await api.internetGatewayDelete({ path: { gateway: 'spare' }, query: vpc })
    expect(result.response.status).toBe(204)
  })

  test('without cascade, attachments or routes keep a gateway', async () => {
    const attached = failure(await api.internetGatewayDelete({ path: { gateway: 'default' }, query: vpc }))
    expect(attached.message).toMatch(/has IP pools or addresses attached/)

    ok(await api.internetGatewayCreate({ query: vpc, body: { name: 'spare', description: '' } }))
    ok(
      await api.vpcRouterRouteCreate({
        query: { ...vpc, router: 'edge' },
        body: {
          name: 'via-spare',
          description: '',
          destination: { type: 'ip_net', value: '192.0.2.0/24' },
          target: { type: 'internet_gateway', value: 'spare' },
        },
      }),
    )
    const routed = failure(await api.internetGatewayDelete({ path: { gateway: 'spare' }, query: vpc }))
    expect(routed.message).toBe(
      'route "via-spare" targets internet gateway "spare"; delete it or delete with cascade',
    )
  })

  test('cascade drops the attachments and custom routes but keeps the system default routes', async () => {
    const gateway = ok(await api.internetGatewayView({ path: { gateway: 'default' }, query: vpc }))
    const result = await api.internetGatewayDelete({
      path: { gateway: gateway.id },
      query: { cascade: true },
    })
    expect(result.response.status).toBe(204)
    expect(db.internetGatewayIpPools.some((p) => p.internet_gateway_id === gateway.id)).toBe(false)
    expect(db.internetGatewayIpAddresses.some((a) => a.internet_gateway_id === gateway.id)).toBe(false)
    expect(await edgeRouteNames()).toEqual(['block-metadata', 'partner-vpn'])
    const system = ok(await api.vpcRouterRouteList({ query: { ...vpc, router: 'system' } })).items
    expect(system.map((r) => r.name)).toContain('default-v4')
  })

  test('a viewer cannot create or delete gateways', async () => {
    const viewer = asUser('margaret')
    expect(
      failure(await api.internetGatewayCreate({ query: vpc, body: { name: 'x', description: '' } }, viewer))
        .status,
    ).toBe(403)
    expect(
      failure(
        await api.internetGatewayDelete(
          { path: { gateway: 'default' }, query: { ...vpc, cascade: true } },
          viewer,
        ),
      ).status,
    ).toBe(403)
  })
})

describe('gateway IP pools and addresses', () => {
  test('attach a pool by name, refusing unknown pools and a second link to the same pool', async () => {
    const pool = addIpPool('partner-pool')
    const created = await api.internetGatewayIpPoolCreate({
      query: defaultGateway,
      body: { name: 'partner', description: 'Partner egress', ipPool: 'partner-pool' },
    })
    expect(created.response.status).toBe(201)
    expect(ok(created)).toMatchObject({ name: 'partner', ipPoolId: pool.id })
    const again = failure(
      await api.internetGatewayIpPoolCreate({
        query: defaultGateway,
        body: { name: 'again', description: '', ipPool: pool.id },
      }),
    )
    expect(again.message).toMatch(/already attached/)
    const unknown = failure(
      await api.internetGatewayIpPoolCreate({
        query: defaultGateway,
        body: { name: 'x', description: '', ipPool: 'nope' },
      }),
    )
    expect(unknown).toMatchObject({ status: 404, message: 'not found: ip-pool with name "nope"' })
  })

  test('attach and detach addresses', async () => {
    const created = await api.internetGatewayIpAddressCreate({
      query: defaultGateway,
      body: { name: 'egress-2', description: '', address: '10.85.1.242' },
    })
    expect(created.response.status).toBe(201)
    const duplicate = failure(
      await api.internetGatewayIpAddressCreate({
        query: defaultGateway,
        body: { name: 'egress-1', description: '', address: '10.85.1.243' },
      }),
    )
    expect(duplicate.message).toBe('already exists: internet-gateway-ip-address "egress-1"')
    const { id } = ok(created)
    expect((await api.internetGatewayIpAddressDelete({ path: { address: id } })).response.status).toBe(204)
    const names = ok(await api.internetGatewayIpAddressList({ query: defaultGateway })).items.map(
      (a) => a.name,
    )
    expect(names).toEqual(['egress-1'])
  })

  test('detaching the last element with cascade also drops the routes to the gateway', async () => {
    ok(await api.internetGatewayIpPoolDelete({ path: { pool: 'default' }, query: defaultGateway }))
    expect(await edgeRouteNames()).toContain('internet')
    ok(
      await api.internetGatewayIpAddressDelete({
        path: { address: 'egress-1' },
        query: { ...defaultGateway, cascade: true },
      }),
    )
    expect(await edgeRouteNames()).not.toContain('internet')
  })

  test('a viewer cannot attach or detach', async () => {
    const viewer = asUser('margaret')
    const attach = await api.internetGatewayIpAddressCreate(
      { query: defaultGateway, body: { name: 'x', description: '', address: '10.85.1.249' } },
      viewer,
    )
    expect(failure(attach).status).toBe(403)
    expect(
      failure(
        await api.internetGatewayIpPoolDelete({ path: { pool: 'default' }, query: defaultGateway }, viewer),
      ).status,
    ).toBe(403)
  })
})
