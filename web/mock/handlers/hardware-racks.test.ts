// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { expungedSled, maintenanceSled, rack, sleds } from '~mock/fixtures/hardware/rack'
import { sandbox } from '~mock/fixtures/projects'
import { setupMockServer } from '~mock/node'
import { mustExist } from '~mock/toolkit/lookup'
import { api, asUser, ok } from '~mock/toolkit/test-kit'
import { GiB } from '~mock/toolkit/units'
import { sledOfInstance } from './hardware-racks'

setupMockServer()

function instance(name: string, run_state: Api.InstanceState): Json<Api.Instance> {
  const time = '2024-11-02T10:00:00.000Z'
  return {
    id: crypto.randomUUID(),
    name,
    description: '',
    hostname: name,
    project_id: sandbox.id,
    ncpus: 4,
    memory: 16 * GiB,
    run_state,
    auto_restart_enabled: true,
    time_created: time,
    time_modified: time,
    time_run_state_updated: time,
  }
}

describe('racks, sleds and disks', () => {
  test('one rack with twelve sleds of 128 threads, ten U.2 and two M.2 each', async () => {
    const racks = ok<Api.RackResultsPage>(await api.methods.rackList({}))
    expect(racks.items.map((r) => r.id)).toEqual([rack.id])

    const list = ok<Api.SledResultsPage>(await api.methods.sledList({}))
    expect(list.items).toHaveLength(12)
    expect(list.items.every((s) => s.usableHardwareThreads === 128 && s.rackId === rack.id)).toBe(true)
    expect(list.items.map((s) => s.baseboard.serial)).toContain('BRM42220001')

    const disks = ok<Api.PhysicalDiskResultsPage>(
      await api.methods.sledPhysicalDiskList({ path: { sledId: sleds[0].id } }),
    )
    expect(disks.items.filter((d) => d.formFactor === 'u2')).toHaveLength(10)
    expect(disks.items.filter((d) => d.formFactor === 'm2')).toHaveLength(2)
  })

  test('lists page by id with a limit', async () => {
    const first = ok<Api.PhysicalDiskResultsPage>(
      await api.methods.physicalDiskList({ query: { limit: 100 } }),
    )
    expect(first.items).toHaveLength(100)
    const rest = ok<Api.PhysicalDiskResultsPage>(
      await api.methods.physicalDiskList({
        query: { limit: 100, pageToken: mustExist(first.nextPage, 'a second page') },
      }),
    )
    expect(rest.items).toHaveLength(44)
    expect(rest.nextPage).toBeFalsy()
    expect(mustExist(first.items.at(-1), 'a last disk on the first page').id < rest.items[0].id).toBe(true)
  })

  test('the expunged sled and its disks are decommissioned', async () => {
    const sled = ok<Api.Sled>(await api.methods.sledView({ path: { sledId: expungedSled.id } }))
    expect(sled).toMatchObject({ state: 'decommissioned', policy: { kind: 'expunged' } })
    const disks = ok<Api.PhysicalDiskResultsPage>(
      await api.methods.sledPhysicalDiskList({ path: { sledId: expungedSled.id } }),
    )
    expect(disks.items.every((d) => d.state === 'decommissioned')).toBe(true)
  })

  test('unknown ids are 404 with a Nexus-style message', async () => {
    const id = 'f0f0f0f0-1111-4222-8333-444455556666'
    const sled = await api.methods.sledView({ path: { sledId: id } })
    expect(sled.response.status).toBe(404)
    expect(sled.type === 'error' && sled.data.message).toBe(`not found: sled with id "${id}"`)
    const disk = await api.methods.physicalDiskView({ path: { diskId: id } })
    expect(disk.type === 'error' && disk.data.message).toBe(`not found: physical-disk with id "${id}"`)
  })
})

describe('provision policy', () => {
  test('switches between provisionable and non-provisionable and reports both states', async () => {
    const result = await api.methods.sledSetProvisionPolicy({
      path: { sledId: maintenanceSled.id },
      body: { state: 'provisionable' },
    })
    expect(ok(result)).toEqual({ oldState: 'non_provisionable', newState: 'provisionable' })
    const sled = ok<Api.Sled>(await api.methods.sledView({ path: { sledId: maintenanceSled.id } }))
    expect(sled.policy).toEqual({ kind: 'in_service', provisionPolicy: 'provisionable' })
  })

  test('an expunged sled has no provision policy to change', async () => {
    const result = await api.methods.sledSetProvisionPolicy({
      path: { sledId: expungedSled.id },
      body: { state: 'provisionable' },
    })
    expect(result.response.status).toBe(400)
  })

  test('a fleet viewer may read sleds but not change them; no fleet role cannot even read', async () => {
    expect((await api.methods.sledList({}, asUser('grace'))).response.status).toBe(200)
    const write = await api.methods.sledSetProvisionPolicy(
      { path: { sledId: sleds[0].id }, body: { state: 'non_provisionable' } },
      asUser('grace'),
    )
    expect(write.response.status).toBe(403)
    expect(write.type === 'error' && write.data.message).toBe('Action not authorized')
    expect((await api.methods.sledList({}, asUser('margaret'))).response.status).toBe(403)
  })
})

describe('adding a sled', () => {
  test('moves it from the uninitialized list into the rack, with its disks', async () => {
    const waiting = ok<Api.UninitializedSledResultsPage>(await api.methods.sledListUninitialized({}))
    expect(waiting.items.map((s) => s.cubby)).toEqual([24, 25])

    const added = await api.methods.sledAdd({ body: { part: '913-0000019', serial: 'BRM42220026' } })
    expect(added.response.status).toBe(201)
    const { id } = ok<Api.SledId>(added)
    const sled = ok<Api.Sled>(await api.methods.sledView({ path: { sledId: id } }))
    expect(sled).toMatchObject({ state: 'active', baseboard: { serial: 'BRM42220026' } })
    const disks = ok<Api.PhysicalDiskResultsPage>(
      await api.methods.sledPhysicalDiskList({ path: { sledId: id } }),
    )
    expect(disks.items).toHaveLength(12)
    const after = ok<Api.UninitializedSledResultsPage>(await api.methods.sledListUninitialized({}))
    expect(after.items.map((s) => s.baseboard.serial)).toEqual(['BRM42220030'])

    const again = await api.methods.sledAdd({ body: { part: '913-0000019', serial: 'BRM42220026' } })
    expect(again.type === 'error' && again.data.errorCode).toBe('ObjectAlreadyExists')
  })

  test('a serial the rack has not seen is 404', async () => {
    const result = await api.methods.sledAdd({ body: { part: '913-0000019', serial: 'BRM99999999' } })
    expect(result.response.status).toBe(404)
  })
})

describe('sled instances', () => {
  test('follow the instances table: running ones appear on exactly one in-service sled', async () => {
    const running = instance('web-1', 'running')
    const stopped = instance('batch-1', 'stopped')
    db.instances.push(running, stopped)

    const sledId = mustExist(sledOfInstance(running), 'a sled for the running instance')
    expect(sledOfInstance(stopped)).toBeNull()
    expect(db.sleds.find((s) => s.id === sledId)?.policy.kind).toBe('in_service')

    const listed = ok<Api.SledInstanceResultsPage>(await api.methods.sledInstanceList({ path: { sledId } }))
    const row = listed.items.find((i) => i.id === running.id)
    expect(row).toMatchObject({
      name: 'web-1',
      activeSledId: sledId,
      projectName: 'sandbox',
      siloName: 'engineering',
      ncpus: 4,
      state: 'running',
    })
    expect(listed.items.some((i) => i.id === stopped.id)).toBe(false)
  })

  test('an explicit placement in sledInstances wins over the computed one', async () => {
    const running = instance('db-1', 'running')
    db.instances.push(running)
    const target = sleds[5].id
    db.sledInstances.push({
      id: running.id,
      name: running.name,
      active_sled_id: target,
      memory: running.memory,
      ncpus: running.ncpus,
      project_name: 'sandbox',
      silo_name: 'engineering',
      state: 'running',
      time_created: running.time_created,
      time_modified: running.time_modified,
    })
    const listed = ok<Api.SledInstanceResultsPage>(
      await api.methods.sledInstanceList({ path: { sledId: target } }),
    )
    expect(listed.items.map((i) => i.name)).toContain('db-1')
  })
})

describe('placement and provision policy', () => {
  const web3 = { path: { instance: 'web-3' }, query: { project: 'web-frontend' } }
  const running = () => db.instances.filter((i) => i.run_state === 'running')

  test('a started instance goes to a provisionable sled; what already runs stays put', async () => {
    const before = new Map(running().map((i) => [i.id, sledOfInstance(i)]))
    const keep = sleds[0].id
    // every in-service sled but one stops taking new instances
    for (const sled of sleds.filter((s) => s.policy.kind === 'in_service' && s.id !== keep)) {
      const result = await api.methods.sledSetProvisionPolicy({
        path: { sledId: sled.id },
        body: { state: 'non_provisionable' },
      })
      expect(result.response.status).toBe(200)
    }
    expect(new Map(running().map((i) => [i.id, sledOfInstance(i)]))).toEqual(before)

    expect(ok(await api.methods.instanceStart(web3)).runState).toBe('starting')
    const started = mustExist(
      db.instances.find((i) => i.name === 'web-3'),
      'web-3',
    )
    expect(sledOfInstance(started)).toBe(keep)
    const listed = ok<Api.SledInstanceResultsPage>(
      await api.methods.sledInstanceList({ path: { sledId: keep } }),
    )
    expect(listed.items.find((i) => i.name === 'web-3')).toMatchObject({
      siloName: 'engineering',
      projectName: 'web-frontend',
      state: 'starting',
    })

    // now the last provisionable sled closes too: web-3 keeps running there
    await api.methods.sledSetProvisionPolicy({ path: { sledId: keep }, body: { state: 'non_provisionable' } })
    expect(sledOfInstance(started)).toBe(keep)
  })

  test('a stopped instance leaves its sled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await api.methods.instanceStart(web3)
      const instance = mustExist(
        db.instances.find((i) => i.name === 'web-3'),
        'web-3',
      )
      const sledId = mustExist(sledOfInstance(instance), 'the sled web-3 started on')
      await vi.advanceTimersByTimeAsync(60_000)
      expect(instance.run_state).toBe('running')
      await api.methods.instanceStop(web3)
      await vi.advanceTimersByTimeAsync(60_000)
      expect(instance.run_state).toBe('stopped')
      expect(sledOfInstance(instance)).toBeNull()
      expect(db.sledInstances.some((row) => row.id === instance.id)).toBe(false)
      const listed = ok<Api.SledInstanceResultsPage>(await api.methods.sledInstanceList({ path: { sledId } }))
      expect(listed.items.some((i) => i.name === 'web-3')).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })
})
