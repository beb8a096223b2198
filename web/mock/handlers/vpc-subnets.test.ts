// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { Api, type VpcSubnetCreate } from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { asUser, failure, ok } from '~mock/toolkit/test-kit'
import { addNic } from './vpc-test-rows'

setupMockServer()
const api = new Api({ host: 'http://localhost' }).methods
const query = { project: 'web-frontend', vpc: 'default' }

const create = (body: Partial<VpcSubnetCreate> & { name: string }) =>
  api.vpcSubnetCreate({ query, body: { description: '', ipv4Block: '172.30.6.0/24', ...body } })

async function systemRouteNames() {
  const routes = ok(await api.vpcRouterRouteList({ query: { ...query, router: 'system' } })).items
  return routes.filter((r) => r.kind === 'vpc_subnet').map((r) => r.name)
}

describe('subnet create', () => {
  test('creates a subnet with the next free /64 and a system route', async () => {
    const vpc = ok(await api.vpcView({ path: { vpc: 'default' }, query: { project: 'web-frontend' } }))
    const result = await create({ name: 'batch', description: 'Batch jobs' })
    expect(result.response.status).toBe(201)
    const subnet = ok(result)
    expect(subnet).toMatchObject({
      name: 'batch',
      ipv4Block: '172.30.6.0/24',
      vpcId: vpc.id,
      customRouterId: null,
    })
    // default, frontend and cache hold the first three /64s of the prefix
    expect(subnet.ipv6Block).toBe(`${vpc.ipv6Prefix.replace('::/48', ':3::/64')}`)
    expect(await systemRouteNames()).toContain('batch')
  })

  test('IPv4 blocks must be private, sized /8 to /26, network addresses, and not overlap', async () => {
    const cases: [string, RegExp][] = [
      ['8.8.8.0/24', /private range/],
      ['172.30.6.0/28', /prefix length between 8 and 26/],
      ['172.30.6.1/24', /host bits/],
      ['172.30.1.0/24', /overlaps 172\.30\.0\.0\/22, the block of subnet "default"/],
      ['172.16.0.0/12', /overlaps/],
    ]
    for (const [ipv4Block, message] of cases) {
      const error = failure(await create({ name: 'bad', ipv4Block }))
      expect(error.status).toBe(400)
      expect(error.message).toMatch(message)
    }
  })

  test('IPv6 blocks must be a free /64 of the VPC prefix', async () => {
    const vpc = ok(await api.vpcView({ path: { vpc: 'default' }, query: { project: 'web-frontend' } }))
    const inside = vpc.ipv6Prefix.replace('::/48', ':a::/64')
    expect(ok(await create({ name: 'v6', ipv6Block: inside })).ipv6Block).toBe(inside)
    expect(
      failure(await create({ name: 'v6-taken', ipv4Block: '172.30.7.0/24', ipv6Block: inside })).message,
    ).toMatch(/overlaps/)
    expect(
      failure(await create({ name: 'v6-out', ipv4Block: '172.30.8.0/24', ipv6Block: 'fd00:1:2:3::/64' }))
        .message,
    ).toMatch(/must be a \/64 inside the VPC prefix/)
  })

  test('a custom router of the same VPC can be attached; the system router cannot', async () => {
    const edge = ok(await api.vpcRouterView({ path: { router: 'edge' }, query }))
    expect(ok(await create({ name: 'dmz', customRouter: 'edge' })).customRouterId).toBe(edge.id)
    const system = failure(await create({ name: 'sys', ipv4Block: '172.30.7.0/24', customRouter: 'system' }))
    expect(system).toMatchObject({ status: 400 })
    const missing = failure(await create({ name: 'nope', ipv4Block: '172.30.7.0/24', customRouter: 'nope' }))
    expect(missing).toMatchObject({ status: 404, message: 'not found: vpc-router with name "nope"' })
  })

  test('names are unique in the VPC', async () => {
    const error = failure(await create({ name: 'cache' }))
    expect(error).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: vpc-subnet "cache"',
    })
  })
})

describe('subnet view, update, delete', () => {
  test('lookups by id stand alone; names need the VPC', async () => {
    const cache = ok(await api.vpcSubnetView({ path: { subnet: 'cache' }, query }))
    expect(ok(await api.vpcSubnetView({ path: { subnet: cache.id } })).name).toBe('cache')
    expect(failure(await api.vpcSubnetView({ path: { subnet: cache.id }, query })).message).toBe(
      'when providing subnet as an ID vpc and project should not be specified',
    )
    expect(failure(await api.vpcSubnetView({ path: { subnet: 'cache' } })).message).toBe(
      'vpc is required when subnet is a name',
    )
    expect(failure(await api.vpcSubnetView({ path: { subnet: 'nope' }, query })).message).toBe(
      'not found: vpc-subnet with name "nope"',
    )
  })

  test('rename carries the system route along; leaving out the router detaches it', async () => {
    const updated = ok(
      await api.vpcSubnetUpdate({
        path: { subnet: 'frontend' },
        query,
        body: { name: 'public', description: 'Web' },
      }),
    )
    expect(updated).toMatchObject({ name: 'public', description: 'Web', customRouterId: null })
    const names = await systemRouteNames()
    expect(names).toContain('public')
    expect(names).not.toContain('frontend')

    const attached = ok(
      await api.vpcSubnetUpdate({ path: { subnet: 'cache' }, query, body: { customRouter: 'edge' } }),
    )
    expect(attached.customRouterId).not.toBeNull()
  })

  test('delete is refused while interfaces use the subnet', async () => {
    const cache = ok(await api.vpcSubnetView({ path: { subnet: 'cache' }, query }))
    const nic = addNic({ id: cache.id, vpc_id: cache.vpcId }, '172.30.5.5')
    const listed = ok(await api.vpcSubnetListNetworkInterfaces({ path: { subnet: 'cache' }, query })).items
    expect(listed.map((n) => n.id)).toEqual([nic.id])

    const refused = failure(await api.vpcSubnetDelete({ path: { subnet: 'cache' }, query }))
    expect(refused).toMatchObject({
      status: 400,
      message: 'VPC Subnet cannot be deleted while network interfaces in the subnet exist',
    })
    db.networkInterfaces = db.networkInterfaces.filter((n) => n.id !== nic.id)
    expect((await api.vpcSubnetDelete({ path: { subnet: 'cache' }, query })).response.status).toBe(204)
    expect(await systemRouteNames()).not.toContain('cache')
    expect(failure(await api.vpcSubnetView({ path: { subnet: cache.id } })).status).toBe(404)
  })

  test('interfaces page through a subnet even though they share a name', async () => {
    const cache = ok(await api.vpcSubnetView({ path: { subnet: 'cache' }, query }))
    const ids = ['172.30.5.5', '172.30.5.6', '172.30.5.7'].map(
      (ip) => addNic({ id: cache.id, vpc_id: cache.vpcId }, ip).id,
    )
    const path = { subnet: 'cache' }
    const first = ok(await api.vpcSubnetListNetworkInterfaces({ path, query: { ...query, limit: 2 } }))
    const second = ok(
      await api.vpcSubnetListNetworkInterfaces({
        path,
        query: { ...query, limit: 2, pageToken: first.nextPage },
      }),
    )
    expect([...first.items, ...second.items].map((n) => n.id)).toEqual([...ids].sort())
    expect(second.nextPage).toBeNull()
  })

  test('a viewer reads subnets but cannot change them', async () => {
    const viewer = asUser('margaret')
    expect(ok(await api.vpcSubnetList({ query }, viewer)).items.map((s) => s.name)).toContain('cache')
    expect(
      failure(
        await api.vpcSubnetCreate(
          { query, body: { name: 'x', description: '', ipv4Block: '10.1.0.0/24' } },
          viewer,
        ),
      ).status,
    ).toBe(403)
    expect(failure(await api.vpcSubnetDelete({ path: { subnet: 'cache' }, query }, viewer)).status).toBe(403)
  })
})
