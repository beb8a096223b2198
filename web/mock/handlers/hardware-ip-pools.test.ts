// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type * as Api from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { labPool } from '~mock/fixtures/hardware/ip-pools'
import { DEFAULT_IP_POOL_ID } from '~mock/fixtures/hardware-seed'
import { allocate } from '~mock/handlers/address-in-use'
import { setupMockServer } from '~mock/node'
import { api, asUser, failure, ok } from '~mock/toolkit/test-kit'

setupMockServer()

const add = (pool: string, first: string, last: string) =>
  api.methods.ipPoolRangeAdd({ path: { pool }, body: { first, last } })

describe('IP pool CRUD', () => {
  test('lists the pools by name, without the service pool', async () => {
    const pools = ok<Api.IpPoolResultsPage>(await api.methods.ipPoolList({}))
    expect(pools.items.map((p) => p.name)).toEqual(['default', 'ipv6-pool', 'lab-pool', 'multicast-v6'])
    const service = ok<Api.IpPool>(await api.methods.ipPoolServiceView({}))
    expect(service.name).toBe('oxide-service-pool')
    expect((await api.methods.ipPoolView({ path: { pool: 'oxide-service-pool' } })).response.status).toBe(404)
  })

  test('creates a v4 unicast pool by default and refuses a duplicate name', async () => {
    const created = await api.methods.ipPoolCreate({ body: { name: 'staging', description: 'Staging' } })
    expect(created.response.status).toBe(201)
    expect(ok(created)).toMatchObject({ name: 'staging', ipVersion: 'v4', poolType: 'unicast' })
    const dup = await api.methods.ipPoolCreate({ body: { name: 'lab-pool', description: '' } })
    expect(failure(dup)).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: ip-pool "lab-pool"',
    })
  })

  test('unknown pools are 404 by name and by id', async () => {
    const byName = await api.methods.ipPoolView({ path: { pool: 'nope' } })
    expect(failure(byName).message).toBe('not found: ip-pool with name "nope"')
  })

  test('delete is refused while the pool has ranges; its links to silos go with it', async () => {
    await api.methods.ipPoolSiloLink({
      path: { pool: 'lab-pool' },
      body: { silo: 'research', isDefault: true },
    })
    const withRanges = await api.methods.ipPoolDelete({ path: { pool: 'lab-pool' } })
    expect(failure(withRanges)).toMatchObject({
      errorCode: 'InvalidRequest',
      message: 'IP Pool cannot be deleted while it contains IP ranges',
    })
    await api.methods.ipPoolRangeRemove({
      path: { pool: 'lab-pool' },
      body: { first: '10.85.2.0', last: '10.85.2.63' },
    })
    // linked, and even the silo's default: Nexus drops the links rather than refusing
    expect((await api.methods.ipPoolDelete({ path: { pool: 'lab-pool' } })).response.status).toBe(204)
    expect(db.ipPoolSilos.some((l) => l.ip_pool_id === labPool.id)).toBe(false)
    const research = ok<Api.SiloIpPoolResultsPage>(
      await api.methods.siloIpPoolList({ path: { silo: 'research' } }),
    )
    expect(research.items.map((p) => p.name)).toEqual(['default'])
  })

  test('a fleet viewer may list pools but not create them', async () => {
    expect((await api.methods.ipPoolList({}, asUser('grace'))).response.status).toBe(200)
    const create = await api.methods.ipPoolCreate({ body: { name: 'x', description: '' } }, asUser('grace'))
    expect(create.response.status).toBe(403)
  })
})

describe('ranges', () => {
  test('are listed by first address', async () => {
    await add('default', '10.85.4.0', '10.85.4.9')
    const ranges = ok<Api.IpPoolRangeResultsPage>(
      await api.methods.ipPoolRangeList({ path: { pool: 'default' } }),
    )
    expect(ranges.items.map((r) => r.range.first)).toEqual(['10.85.0.32', '10.85.1.0', '10.85.4.0'])
  })

  test('may not overlap a range of any pool, the service pool included', async () => {
    const own = await add('lab-pool', '10.85.2.60', '10.85.2.70')
    expect(failure(own).message).toMatch(/overlaps with an existing range/)
    const service = await add('lab-pool', '10.85.0.16', '10.85.0.20')
    expect(service.response.status).toBe(400)
    expect((await add('lab-pool', '10.85.2.64', '10.85.2.127')).response.status).toBe(201)
  })

  test('must match the pool IP version and run forwards', async () => {
    expect(failure(await add('ipv6-pool', '10.85.9.0', '10.85.9.9')).message).toMatch(
      /IPv4 range to IPv6 pool/,
    )
    expect(failure(await add('default', '2001:db8::1', '2001:db8::2')).message).toMatch(
      /IPv6 range to IPv4 pool/,
    )
    const reversed = await add('default', '10.85.9.9', '10.85.9.0')
    expect(reversed.response.status).toBe(400)
    expect(failure(reversed).message).toBe('IP range first address must not be after its last address')
    // by number: as text 10.85.9.10 sorts before 10.85.9.9
    expect((await add('default', '10.85.9.9', '10.85.9.10')).response.status).toBe(201)
    const v6 = (first: string, last: string) => add('multicast-v6', first, last)
    expect((await v6('ff0e:1::ff', 'ff0e:1::f')).response.status).toBe(400)
    expect((await v6('ff0e:1::f', 'ff0e:1::ff')).response.status).toBe(201)
    expect(db.ipPoolRanges).toHaveLength(8)
  })

  test('mixed versions are refused, whichever end is the odd one', async () => {
    // the body matches neither range schema, so it is refused before the handler, as the API's parsing does
    for (const [first, last] of [
      ['10.85.9.0', 'ff0e:2::1'],
      ['ff0e:2::1', '10.85.9.0'],
    ]) {
      for (const pool of ['default', 'multicast-v6']) {
        const mixed = await add(pool, first, last)
        expect(mixed.response.status).toBe(400)
        expect(failure(mixed).errorCode).toBe('InvalidRequest')
      }
    }
    expect(db.ipPoolRanges).toHaveLength(6)
  })

  test('IPv6 ranges go to multicast pools only, as the API documents for now', async () => {
    const unicast = await add('ipv6-pool', '2001:db8:85:2::1', '2001:db8:85:2::ff')
    expect(failure(unicast).message).toBe('IPv6 ranges are not allowed yet for unicast pools')
    ok(
      await api.methods.ipPoolCreate({
        body: { name: 'v6-groups', description: '', ipVersion: 'v6', poolType: 'multicast' },
      }),
    )
    expect((await add('v6-groups', 'ff0e:3::1', 'ff0e:3::ffff')).response.status).toBe(201)
  })

  test('multicast pools take only multicast addresses, without mixing ASM and SSM', async () => {
    const pool = { name: 'mcast', description: '', poolType: 'multicast' as const }
    ok(await api.methods.ipPoolCreate({ body: pool }))
    expect((await add('mcast', '10.85.9.0', '10.85.9.9')).response.status).toBe(400)
    expect((await add('mcast', '239.1.0.0', '239.1.0.255')).response.status).toBe(201)
    expect(failure(await add('mcast', '232.1.0.0', '232.1.0.255')).message).toMatch(/mix ASM and SSM/)
    expect((await add('default', '239.2.0.0', '239.2.0.1')).response.status).toBe(400)
  })

  test('removing needs an exact match and no allocated addresses', async () => {
    // start from a pool nobody holds addresses in (the compute seed does)
    db.floatingIps = []
    db.ephemeralIps = []
    const partial = await api.methods.ipPoolRangeRemove({
      path: { pool: 'default' },
      body: { first: '10.85.1.0', last: '10.85.1.9' },
    })
    expect(partial.response.status).toBe(404)
    allocate('10.85.1.17')
    const busy = await api.methods.ipPoolRangeRemove({
      path: { pool: 'default' },
      body: { first: '10.85.1.0', last: '10.85.1.255' },
    })
    expect(failure(busy).message).toMatch(/allocated addresses/)
    const free = await api.methods.ipPoolRangeRemove({
      path: { pool: 'default' },
      body: { first: '10.85.0.32', last: '10.85.0.255' },
    })
    expect(free.response.status).toBe(204)
  })

  test('the service pool has its own range endpoints', async () => {
    ok(await api.methods.ipPoolServiceRangeAdd({ body: { first: '10.85.3.0', last: '10.85.3.15' } }))
    const ranges = ok<Api.IpPoolRangeResultsPage>(await api.methods.ipPoolServiceRangeList({}))
    expect(ranges.items.map((r) => r.range.first)).toEqual(['10.85.0.1', '10.85.3.0'])
  })
})

describe('utilization', () => {
  test('capacity is the size of the ranges; remaining drops with each distinct address in use', async () => {
    const before = ok<Api.IpPoolUtilization>(
      await api.methods.ipPoolUtilizationView({ path: { pool: 'default' } }),
    )
    expect(before.capacity).toBe(480)
    // the seeded instances and floating IPs already hold some addresses
    expect(before.remaining).toBeLessThan(480)
    allocate('10.85.1.200')
    // SNAT addresses are shared: two instances on one address use one address
    db.ephemeralIps.push(
      { instance_id: crypto.randomUUID(), ip: '10.85.1.201', ip_pool_id: DEFAULT_IP_POOL_ID, kind: 'snat' },
      { instance_id: crypto.randomUUID(), ip: '10.85.1.201', ip_pool_id: DEFAULT_IP_POOL_ID, kind: 'snat' },
    )
    const after = ok<Api.IpPoolUtilization>(
      await api.methods.ipPoolUtilizationView({ path: { pool: 'default' } }),
    )
    expect(after).toEqual({ capacity: 480, remaining: before.remaining - 2 })
  })

  test('counts IPv6 ranges too', async () => {
    const v6 = ok<Api.IpPoolUtilization>(
      await api.methods.ipPoolUtilizationView({ path: { pool: 'ipv6-pool' } }),
    )
    expect(v6).toEqual({ capacity: 65535, remaining: 65535 })
  })

  test('sends counts past 2^53 as the nearest float, as the API documents', async () => {
    const big = ok<Api.IpPoolUtilization>(
      await api.methods.ipPoolUtilizationView({ path: { pool: 'multicast-v6' } }),
    )
    // the range holds 2^64 - 1 addresses; the nearest float is 2^64
    expect(big).toEqual({ capacity: 2 ** 64, remaining: 2 ** 64 })
  })
})
