// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import { db, extendSeed, resetDb } from './db'
import { computeSeed } from './fixtures/compute-seed'
import { platformSeed } from './fixtures/platform-seed'
import { projects } from './fixtures/projects'
import { vpcSeed } from './fixtures/vpc-seed'
import { setupMockServer } from './node'
import { applyScale, chosenScale, parseScale } from './scale'
import { api, importFresh, ok } from './toolkit/test-kit'

setupMockServer()

// the large set stays in the seed until it is taken out again
afterEach(() => {
  extendSeed(null)
  resetDb()
})

/** The fixtures' own rows, which the tests of every other file rely on. */
const fixtureTables = () => ({
  projects,
  instances: computeSeed.instances,
  disks: computeSeed.disks,
  floatingIps: computeSeed.floatingIps,
  networkInterfaces: computeSeed.networkInterfaces,
  vpcs: vpcSeed.vpcs,
  siloQuotas: platformSeed.siloQuotas,
})

describe('the scale setting', () => {
  test('reads large or default, and nothing else', () => {
    expect(parseScale('large')).toBe('large')
    expect(parseScale(' Large ')).toBe('large')
    expect(parseScale('default')).toBe('default')
    for (const other of ['', 'huge', '10000', 'larger']) expect(parseScale(other)).toBeNull()
  })

  test('comes from storage, else is the default, also for a value it does not know', () => {
    let stored: string | null = 'large'
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'scale' ? stored : null) })
    expect(chosenScale()).toBe('large')
    stored = 'enormous'
    expect(chosenScale()).toBe('default')
    stored = null
    expect(chosenScale()).toBe('default')
  })

  test('?scale=large in the page URL at load wins over storage', async () => {
    vi.stubGlobal('location', new URL('http://localhost/projects?scale=large'))
    vi.stubGlobal('localStorage', { getItem: () => 'default' })
    const fresh = await importFresh(() => import('./scale'))
    expect(fresh.chosenScale()).toBe('large')
  })
})

describe('the data set', () => {
  test('is the fixtures exactly when the setting is off', async () => {
    expect(await applyScale('default')).toBe(0)
    const expected = fixtureTables()
    for (const [table, rows] of Object.entries(expected))
      expect(db[table as keyof typeof expected]).toEqual(rows)
    resetDb()
    for (const [table, rows] of Object.entries(expected))
      expect(db[table as keyof typeof expected]).toEqual(rows)
  })

  test('with scale=large, adds the large set after the fixtures, which stay as they are, after resets too', async () => {
    await applyScale('large')
    expect(db.projects).toHaveLength(305)
    expect(db.instances).toHaveLength(computeSeed.instances.length + 10_000)
    expect(db.disks).toHaveLength(computeSeed.disks.length + 20_000)
    expect(db.floatingIps).toHaveLength(computeSeed.floatingIps.length + 2_000)
    resetDb()
    expect(db.projects).toHaveLength(305)
    const expected = fixtureTables()
    for (const [table, rows] of Object.entries(expected)) {
      if (table === 'siloQuotas') continue // raised to cover what the large set runs
      expect(db[table as keyof typeof expected].slice(0, rows.length)).toEqual(rows)
    }
  })

  test('with scale=large, the API lists and finds its rows', async () => {
    await applyScale('large')
    const allProjects = ok(await api.methods.projectList({ query: { limit: 1000 } }))
    expect(allProjects.items).toHaveLength(305)
    const projectNames = allProjects.items.map((p) => p.name)
    expect(projectNames.indexOf('scale-p300') - projectNames.indexOf('scale-p001')).toBe(299)

    // the largest project's instances, a page at a time, in name order, each once
    const names: string[] = []
    let pageToken: string | undefined
    do {
      const page = ok(
        await api.methods.instanceList({ query: { project: 'scale-p300', limit: 300, pageToken } }),
      )
      names.push(...page.items.map((i) => i.name))
      pageToken = page.nextPage ?? undefined
    } while (pageToken)
    expect(names).toHaveLength(1_000)
    expect(names).toEqual([...names].sort())
    expect(new Set(names).size).toBe(1_000)

    const byName = ok(
      await api.methods.instanceView({
        path: { instance: 'scale-p300-i0500' },
        query: { project: 'scale-p300' },
      }),
    )
    const byId = ok(await api.methods.instanceView({ path: { instance: byName.id } }))
    expect(byId.name).toBe('scale-p300-i0500')
    const disks = ok(await api.methods.diskList({ query: { project: 'scale-p300', limit: 1000 } }))
    expect(disks.items).toHaveLength(1000)
    expect(disks.nextPage).toBeTruthy()
    const fips = ok(await api.methods.floatingIpList({ query: { project: 'scale-p001', limit: 100 } }))
    expect(fips.items.map((f) => f.name)).toEqual([
      'scale-p001-f001',
      'scale-p001-f002',
      'scale-p001-f003',
      'scale-p001-f004',
      'scale-p001-f005',
      'scale-p001-f006',
      'scale-p001-f007',
    ])
    // the silo's quota covers what the large set runs
    const utilization = ok(await api.methods.utilizationView({}))
    expect(utilization.provisioned.cpus).toBeLessThanOrEqual(utilization.capacity.cpus)
  })
})
