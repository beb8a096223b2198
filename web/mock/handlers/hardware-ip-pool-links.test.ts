// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type * as Api from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { DEFAULT_IP_POOL_ID } from '~mock/fixtures/hardware-seed'
import { engineeringSilo } from '~mock/fixtures/silos'
import { allocate } from '~mock/handlers/address-in-use'
import { setupMockServer } from '~mock/node'
import { api, asUser, failure, ok } from '~mock/toolkit/test-kit'

// IP pools and silos: the links between them, and the pools as a silo's users see them
setupMockServer()

describe('silo links', () => {
  const linksOf = async (pool: string) =>
    ok<Api.IpPoolSiloLinkResultsPage>(await api.methods.ipPoolSiloList({ path: { pool } })).items

  test('a silo has one default: making another pool the default demotes the old one', async () => {
    ok(
      await api.methods.ipPoolSiloUpdate({
        path: { pool: 'ipv6-pool', silo: 'engineering' },
        body: { isDefault: true },
      }),
    )
    const [engineering] = (await linksOf('default')).filter((l) => l.siloId === engineeringSilo.id)
    expect(engineering.isDefault).toBe(false)

    const defaults = db.ipPoolSilos.filter((l) => l.silo_id === engineeringSilo.id && l.is_default)
    expect(defaults).toHaveLength(1)
  })

  test('a new link cannot be a second default of its silo; a silo without one takes it', async () => {
    const second = await api.methods.ipPoolSiloLink({
      path: { pool: 'lab-pool' },
      body: { silo: 'engineering', isDefault: true },
    })
    expect(failure(second).errorCode).toBe('ObjectAlreadyExists')
    expect((await linksOf('lab-pool')).some((l) => l.siloId === engineeringSilo.id)).toBe(false)

    ok(
      await api.methods.ipPoolSiloUpdate({
        path: { pool: 'default', silo: 'engineering' },
        body: { isDefault: false },
      }),
    )
    ok(
      await api.methods.ipPoolSiloLink({
        path: { pool: 'lab-pool' },
        body: { silo: 'engineering', isDefault: true },
      }),
    )
    const defaults = db.ipPoolSilos.filter((l) => l.silo_id === engineeringSilo.id && l.is_default)
    expect(defaults.map((l) => l.ip_pool_id)).toEqual([db.ipPools.find((p) => p.name === 'lab-pool')?.id])
  })

  test('linking twice is refused; updating a missing link is 404', async () => {
    const dup = await api.methods.ipPoolSiloLink({
      path: { pool: 'default' },
      body: { silo: 'research', isDefault: false },
    })
    expect(failure(dup).errorCode).toBe('ObjectAlreadyExists')
    const missing = await api.methods.ipPoolSiloUpdate({
      path: { pool: 'lab-pool', silo: 'research' },
      body: { isDefault: true },
    })
    expect(missing.response.status).toBe(404)
  })

  test('unlinking is refused while the silo holds addresses from the pool', async () => {
    allocate('10.85.0.99')
    const busy = await api.methods.ipPoolSiloUnlink({ path: { pool: 'default', silo: 'engineering' } })
    expect(busy.response.status).toBe(400)
    // research holds nothing from it
    expect(
      (await api.methods.ipPoolSiloUnlink({ path: { pool: 'default', silo: 'research' } })).response.status,
    ).toBe(204)
  })
})

describe('the silo view of pools', () => {
  test("lists the pools linked to the user's silo with is_default", async () => {
    const pools = ok<Api.SiloIpPoolResultsPage>(await api.methods.projectIpPoolList({}, asUser('margaret')))
    expect(pools.items.map((p) => [p.name, p.isDefault])).toEqual([
      ['default', true],
      ['ipv6-pool', false],
    ])
    const research = ok<Api.SiloIpPoolResultsPage>(
      await api.methods.projectIpPoolList({}, asUser('rosalind')),
    )
    expect(research.items.map((p) => p.name)).toEqual(['default'])
  })

  test('a pool not linked to the silo is not found', async () => {
    const hidden = await api.methods.projectIpPoolView({ path: { pool: 'lab-pool' } })
    expect(failure(hidden).message).toBe('not found: ip-pool with name "lab-pool"')
    expect(ok(await api.methods.projectIpPoolView({ path: { pool: DEFAULT_IP_POOL_ID } }))).toMatchObject({
      name: 'default',
      isDefault: true,
    })
  })
})
