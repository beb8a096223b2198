// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type * as ApiTypes from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { WILDCARD_CERT_PEM, WILDCARD_KEY_PEM } from '~mock/fixtures/platform/certificates'
import { sandbox, webFrontend } from '~mock/fixtures/projects'
import { engineeringSilo, researchSilo } from '~mock/fixtures/silos'
import { setupMockServer } from '~mock/node'
import { mustExist } from '~mock/toolkit/lookup'
import { api, asUser } from '~mock/toolkit/test-kit'
import { GiB, TiB } from '~mock/toolkit/units'

setupMockServer()

const silo = (name: string, extra: Partial<ApiTypes.SiloCreate> = {}): ApiTypes.SiloCreate => ({
  name,
  description: 'Partner integrations',
  discoverable: true,
  identityMode: 'local_only',
  mappedFleetRoles: {},
  quotas: { cpus: 16, memory: 64 * GiB, storage: 1024 * GiB },
  tlsCertificates: [],
  ...extra,
})

/** Rows of the compute area's tables, stood up directly so these tests do not depend on its fixtures. */
function provision() {
  // made a day ago, so the running one has been provisioned for as long as the metrics look back
  const now = new Date(Date.now() - 86_400_000).toISOString()
  const instance = (name: string, run_state: Json<ApiTypes.Instance>['run_state'], ncpus: number) =>
    ({
      id: crypto.randomUUID(),
      name,
      project_id: sandbox.id,
      ncpus,
      memory: ncpus * 4 * GiB,
      run_state,
      time_created: now,
    }) as Json<ApiTypes.Instance>
  db.instances = [instance('db-1', 'running', 8), instance('db-2', 'stopped', 4)]
  db.disks = [
    {
      id: crypto.randomUUID(),
      name: 'db-1-data',
      project_id: webFrontend.id,
      size: 200 * GiB,
      state: { state: 'detached' },
    },
  ] as Json<ApiTypes.Disk>[]
  db.snapshots = [
    { id: crypto.randomUUID(), project_id: sandbox.id, size: 50 * GiB },
  ] as Json<ApiTypes.Snapshot>[]
}

describe('silo create and delete', () => {
  test('creates a silo with its quotas, admin group and certificates', async () => {
    const cert = {
      name: 'partners',
      description: '',
      service: 'external_api',
      cert: WILDCARD_CERT_PEM,
      key: WILDCARD_KEY_PEM,
    } as const
    const created = await api.methods.siloCreate({
      body: silo('partners', { adminGroupName: 'partner-admins', tlsCertificates: [cert] }),
    })
    expect(created.response.status).toBe(201)
    if (created.type !== 'success') throw new Error('create failed')
    expect(created.data).toMatchObject({
      name: 'partners',
      identityMode: 'local_only',
      adminGroupName: 'partner-admins',
    })

    const quotas = await api.methods.siloQuotasView({ path: { silo: 'partners' } })
    expect(quotas.type === 'success' && quotas.data).toEqual({
      siloId: created.data.id,
      cpus: 16,
      memory: 64 * GiB,
      storage: 1024 * GiB,
    })
    const group = db.groups.find((g) => g.silo_id === created.data.id)
    expect(group?.display_name).toBe('partner-admins')
    expect(db.siloPolicies[created.data.id].role_assignments).toEqual([
      { identity_id: group?.id, identity_type: 'silo_group', role_name: 'admin' },
    ])
    expect(db.certificates.filter((c) => c.silo_id === created.data.id).map((c) => c.name)).toEqual([
      'partners',
    ])
  })

  test('refuses a duplicate name, bad certificates and non-admins', async () => {
    const dup = await api.methods.siloCreate({ body: silo('research') })
    expect(dup.type === 'error' && dup.data).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: silo "research"',
    })
    const cert = { name: 'bad', description: '', service: 'external_api', cert: 'nope', key: 'nope' } as const
    const bad = await api.methods.siloCreate({ body: silo('partners', { tlsCertificates: [cert] }) })
    expect(bad.response.status).toBe(400)
    expect(db.silos.some((s) => s.name === 'partners')).toBe(false)
    const viewer = await api.methods.siloCreate({ body: silo('partners') }, asUser('margaret'))
    expect(viewer.response.status).toBe(403)
    const fleetViewer = await api.methods.siloCreate({ body: silo('partners') }, asUser('grace'))
    expect(fleetViewer.type === 'error' && fleetViewer.data.message).toBe('Action not authorized')
    const negative = await api.methods.siloCreate({
      body: silo('partners', { quotas: { cpus: -1, memory: 0, storage: 0 } }),
    })
    expect(negative.type === 'error' && negative.data.message).toBe(
      'Cannot create silo quota: CPU quota must not be negative',
    )
    expect(db.silos.some((s) => s.name === 'partners')).toBe(false)
  })

  test('a silo with projects cannot be deleted; an empty one goes with its users', async () => {
    const busy = await api.methods.siloDelete({ path: { silo: 'engineering' } })
    expect(busy.type === 'error' && busy.data.message).toBe('silo to be deleted contains a project')

    expect((await api.methods.siloDelete({ path: { silo: researchSilo.id } })).response.status).toBe(204)
    expect(db.users.some((u) => u.silo_id === researchSilo.id)).toBe(false)
    expect(db.siloQuotas.some((q) => q.silo_id === researchSilo.id)).toBe(false)
    const gone = await api.methods.siloView({ path: { silo: 'research' } })
    expect(gone.type === 'error' && gone.data.message).toBe('not found: silo with name "research"')
  })

  test('an undiscoverable silo is left out of the list', async () => {
    await api.methods.siloCreate({ body: silo('hidden', { discoverable: false }) })
    const list = await api.methods.siloList({})
    expect(list.type === 'success' && list.data.items.map((s) => s.name)).toEqual(['engineering', 'research'])
  })

  test('lists the IP pools linked to a silo', async () => {
    const now = new Date().toISOString()
    const pool = {
      id: crypto.randomUUID(),
      name: 'public',
      description: 'Internet',
      time_created: now,
      time_modified: now,
    }
    Object.assign(db, {
      ipPools: [pool],
      ipPoolSilos: [{ ip_pool_id: pool.id, silo_id: engineeringSilo.id, is_default: true }],
    })
    const result = await api.methods.siloIpPoolList({ path: { silo: 'engineering' } })
    expect(result.type === 'success' && result.data.items).toEqual([
      {
        id: pool.id,
        name: 'public',
        description: 'Internet',
        isDefault: true,
        timeCreated: new Date(now),
        timeModified: new Date(now),
      },
    ])
    const none = await api.methods.siloIpPoolList({ path: { silo: 'research' } })
    expect(none.type === 'success' && none.data.items).toEqual([])
  })
})

describe('quotas and utilization', () => {
  test('utilization counts running instances, every disk and snapshot of the silo', async () => {
    provision()
    const mine = await api.methods.utilizationView({})
    expect(mine.type === 'success' && mine.data).toEqual({
      capacity: { cpus: 384, memory: 1536 * GiB, storage: 60 * TiB },
      provisioned: { cpus: 8, memory: 32 * GiB, storage: 250 * GiB },
    })
    const all = await api.methods.siloUtilizationList({})
    if (all.type !== 'success') throw new Error('list failed')
    expect(all.data.items.map((u) => [u.siloName, u.provisioned.cpus, u.allocated.cpus])).toEqual([
      ['engineering', 8, 384],
      ['research', 0, 128],
    ])
    const one = await api.methods.siloUtilizationView({ path: { silo: 'research' } })
    expect(one.type === 'success' && one.data.provisioned).toEqual({ cpus: 0, memory: 0, storage: 0 })
  })

  test('quota updates change only what is given, may go below usage, and are never negative', async () => {
    provision()
    const updated = await api.methods.siloQuotasUpdate({ path: { silo: 'engineering' }, body: { cpus: 64 } })
    expect(updated.type === 'success' && updated.data).toMatchObject({ cpus: 64, memory: 1536 * GiB })
    // 8 vCPUs run in the silo: as in Nexus, they keep running and nothing more can start
    const belowUsage = await api.methods.siloQuotasUpdate({
      path: { silo: 'engineering' },
      body: { cpus: 4 },
    })
    expect(belowUsage.type === 'success' && belowUsage.data.cpus).toBe(4)
    // byte counts cannot be negative in the API's schema; the vCPU count can
    const negative = await api.methods.siloQuotasUpdate({ path: { silo: 'engineering' }, body: { cpus: -1 } })
    expect(negative.type === 'error' && negative.data.message).toBe(
      'Cannot update silo quota: CPU quota must not be negative',
    )
    const list = await api.methods.systemQuotasList({})
    expect(list.type === 'success' && list.data.items.map((q) => q.cpus).sort((a, b) => a - b)).toEqual([
      4, 128,
    ])
  })

  test('only fleet admins update quotas; fleet viewers read them', async () => {
    const denied = await api.methods.siloQuotasUpdate(
      { path: { silo: 'research' }, body: { cpus: 1 } },
      asUser('grace'),
    )
    expect(denied.type === 'error' && denied.data.message).toBe('Action not authorized')
    expect((await api.methods.systemQuotasList({}, asUser('grace'))).response.status).toBe(200)
    expect((await api.methods.systemQuotasList({}, asUser('margaret'))).response.status).toBe(403)
  })
})

describe('provisioning metrics', () => {
  test('samples cover the requested range and end at the current total', async () => {
    provision()
    const endTime = new Date()
    const startTime = new Date(endTime.getTime() - 6 * 3_600_000)
    // long ranges come in more than one page
    const items: ApiTypes.Measurement[] = []
    let pageToken: string | undefined
    do {
      const result = await api.methods.siloMetric({
        path: { metricName: 'cpus_provisioned' },
        query: { startTime, endTime, limit: 1000, pageToken },
      })
      if (result.type !== 'success') throw new Error('metric failed')
      items.push(...result.data.items)
      pageToken = result.data.nextPage ?? undefined
    } while (pageToken)
    expect(items[0].timestamp.getTime()).toBe(startTime.getTime())
    expect(endTime.getTime() - mustExist(items.at(-1), 'a last sample').timestamp.getTime()).toBeLessThan(
      60_000,
    )
    expect(items.at(-1)?.datum).toEqual({ type: 'i64', datum: 8 })
  })

  test('pages through samples and scopes to a silo for operators', async () => {
    const first = await api.methods.systemMetric({
      path: { metricName: 'ram_provisioned' },
      query: { silo: 'research', limit: 10, order: 'descending' },
    })
    if (first.type !== 'success') throw new Error('metric failed')
    expect(first.data.items).toHaveLength(10)
    expect(first.data.items[0].timestamp > first.data.items[9].timestamp).toBe(true)
    const next = await api.methods.systemMetric({
      path: { metricName: 'ram_provisioned' },
      query: { silo: 'research', limit: 10, order: 'descending', pageToken: first.data.nextPage },
    })
    expect(next.type === 'success' && next.data.items).toHaveLength(10)
    expect(
      (
        await api.methods.systemMetric(
          { path: { metricName: 'cpus_provisioned' }, query: {} },
          asUser('margaret'),
        )
      ).response.status,
    ).toBe(403)
  })
})
