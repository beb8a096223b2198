// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { Api, type RouterRouteCreate } from '~/api/__generated__/Api'
import { setupMockServer } from '~mock/node'
import { asUser, failure, ok } from '~mock/toolkit/test-kit'

setupMockServer()
const api = new Api({ host: 'http://localhost' }).methods
const vpc = { project: 'web-frontend', vpc: 'default' }
const edge = { ...vpc, router: 'edge' }
const system = { ...vpc, router: 'system' }

const route = (extra: Partial<RouterRouteCreate> = {}): RouterRouteCreate => ({
  name: 'office',
  description: 'Office network',
  destination: { type: 'ip_net', value: '10.8.0.0/16' },
  target: { type: 'ip', value: '172.30.4.10' },
  ...extra,
})

describe('routers', () => {
  test('create, rename and delete a custom router', async () => {
    const created = await api.vpcRouterCreate({ query: vpc, body: { name: 'office', description: 'Office' } })
    expect(created.response.status).toBe(201)
    expect(ok(created)).toMatchObject({ name: 'office', kind: 'custom' })
    expect(ok(await api.vpcRouterList({ query: vpc })).items.map((r) => r.name)).toEqual([
      'edge',
      'office',
      'system',
    ])
    const renamed = ok(
      await api.vpcRouterUpdate({ path: { router: 'office' }, query: vpc, body: { name: 'hq' } }),
    )
    expect(renamed.name).toBe('hq')
    expect((await api.vpcRouterDelete({ path: { router: renamed.id } })).response.status).toBe(204)
    expect(failure(await api.vpcRouterView({ path: { router: 'hq' }, query: vpc })).message).toBe(
      'not found: vpc-router with name "hq"',
    )
  })

  test('names are unique in the VPC', async () => {
    const error = failure(await api.vpcRouterCreate({ query: vpc, body: { name: 'edge', description: '' } }))
    expect(error).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: vpc-router "edge"',
    })
  })

  test('the system router cannot be changed or deleted', async () => {
    const update = failure(
      await api.vpcRouterUpdate({ path: { router: 'system' }, query: vpc, body: { name: 'x' } }),
    )
    expect(update).toMatchObject({ status: 400, message: 'cannot update the system router of a VPC' })
    const remove = failure(await api.vpcRouterDelete({ path: { router: 'system' }, query: vpc }))
    expect(remove).toMatchObject({ status: 400, message: 'cannot delete the system router of a VPC' })
  })

  test('deleting a custom router detaches its subnets and drops its routes', async () => {
    const router = ok(await api.vpcRouterView({ path: { router: 'edge' }, query: vpc }))
    expect(ok(await api.vpcSubnetView({ path: { subnet: 'frontend' }, query: vpc })).customRouterId).toBe(
      router.id,
    )
    ok(await api.vpcRouterDelete({ path: { router: 'edge' }, query: vpc }))
    expect(
      ok(await api.vpcSubnetView({ path: { subnet: 'frontend' }, query: vpc })).customRouterId,
    ).toBeNull()
    expect(failure(await api.vpcRouterRouteList({ query: edge })).status).toBe(404)
  })

  test('a viewer cannot create routers', async () => {
    const result = await api.vpcRouterCreate(
      { query: vpc, body: { name: 'x', description: '' } },
      asUser('margaret'),
    )
    expect(failure(result).status).toBe(403)
  })
})

describe('routes', () => {
  test('the seeded custom router routes to the internet gateway, drops and forwards', async () => {
    const routes = ok(await api.vpcRouterRouteList({ query: edge })).items
    expect(routes.map((r) => [r.name, r.kind, r.target])).toEqual([
      ['block-metadata', 'custom', { type: 'drop' }],
      ['internet', 'custom', { type: 'internet_gateway', value: 'default' }],
      ['partner-vpn', 'custom', { type: 'ip', value: '172.30.4.10' }],
    ])
  })

  test('create, view by id, update and delete a custom route', async () => {
    const created = await api.vpcRouterRouteCreate({ query: edge, body: route() })
    expect(created.response.status).toBe(201)
    const { id } = ok(created)
    expect(ok(await api.vpcRouterRouteView({ path: { route: id } })).name).toBe('office')
    const updated = ok(
      await api.vpcRouterRouteUpdate({
        path: { route: id },
        body: {
          name: 'office-v6',
          destination: { type: 'ip_net', value: 'fd00:8::/32' },
          target: { type: 'drop' },
        },
      }),
    )
    expect(updated).toMatchObject({
      name: 'office-v6',
      destination: { value: 'fd00:8::/32' },
      target: { type: 'drop' },
    })
    expect((await api.vpcRouterRouteDelete({ path: { route: id } })).response.status).toBe(204)
  })

  test('selector rules: an id stands alone, a name needs the router', async () => {
    const [first] = ok(await api.vpcRouterRouteList({ query: edge })).items
    expect(failure(await api.vpcRouterRouteView({ path: { route: first.id }, query: edge })).message).toBe(
      'when providing route as an ID router and vpc and project should not be specified',
    )
    expect(failure(await api.vpcRouterRouteView({ path: { route: first.name }, query: vpc })).message).toBe(
      'router is required when route is a name',
    )
  })

  test('destinations and targets the API does not take in custom routes are refused', async () => {
    const cases: [Partial<RouterRouteCreate>, RegExp][] = [
      [{ target: { type: 'vpc', value: 'dmz' } }, /VPC peering/],
      [{ destination: { type: 'vpc', value: 'dmz' } }, /VPC peering/],
      [{ target: { type: 'subnet', value: 'cache' } }, /subnet cannot be the target/],
      [{ target: { type: 'ip', value: 'fd00::1' } }, /IPv4 destination cannot be routed to an IPv6 target/],
    ]
    for (const [extra, message] of cases) {
      const error = failure(await api.vpcRouterRouteCreate({ query: edge, body: route(extra) }))
      expect(error.status).toBe(400)
      expect(error.message).toMatch(message)
    }
    const subnetDestination = await api.vpcRouterRouteCreate({
      query: edge,
      body: route({
        destination: { type: 'subnet', value: 'cache' },
        target: { type: 'instance', value: 'web-1' },
      }),
    })
    expect(subnetDestination.response.status).toBe(201)
  })

  test('names are unique in the router', async () => {
    const error = failure(await api.vpcRouterRouteCreate({ query: edge, body: route({ name: 'internet' }) }))
    expect(error.message).toBe('already exists: router-route "internet"')
  })

  test('system routes cannot be created, changed or deleted, but default routes can be retargeted', async () => {
    expect(failure(await api.vpcRouterRouteCreate({ query: system, body: route() })).message).toBe(
      'user-provided routes cannot be added to a system router',
    )
    const update = failure(
      await api.vpcRouterRouteUpdate({
        path: { route: 'cache' },
        query: system,
        body: { destination: { type: 'subnet', value: 'cache' }, target: { type: 'drop' } },
      }),
    )
    expect(update.message).toBe(
      'routes of type vpc_subnet from the system table of VPC "default" are not modifiable',
    )
    const remove = failure(await api.vpcRouterRouteDelete({ path: { route: 'cache' }, query: system }))
    expect(remove.message).toBe(
      'routes of type vpc_subnet from the system table of VPC "default" are not modifiable',
    )
    // the API documents default routes as modifiable: their target can change, but they stay
    const retargeted = ok(
      await api.vpcRouterRouteUpdate({
        path: { route: 'default-v4' },
        query: system,
        body: { destination: { type: 'ip_net', value: '0.0.0.0/0' }, target: { type: 'drop' } },
      }),
    )
    expect(retargeted).toMatchObject({ kind: 'default', target: { type: 'drop' } })
    const removeDefault = failure(
      await api.vpcRouterRouteDelete({ path: { route: 'default-v4' }, query: system }),
    )
    expect(removeDefault.message).toBe(
      'routes of type default from the system table of VPC "default" are not modifiable',
    )
  })

  test('a viewer cannot add routes', async () => {
    const result = await api.vpcRouterRouteCreate({ query: edge, body: route() }, asUser('margaret'))
    expect(failure(result).status).toBe(403)
  })
})
