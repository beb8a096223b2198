// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { mustExist } from '~mock/toolkit/lookup'
import { api, asUser, failure, ok, withFakeTimers } from '~mock/toolkit/test-kit'
import { GiB } from '~mock/toolkit/units'

setupMockServer()
const web = { project: 'web-frontend' }
const WEB_1 = '0b1c7d4e-1f2a-4c3b-9d5e-6f7a8b9c0d11'

withFakeTimers()

const state = async (instance: string, project = 'web-frontend') =>
  ok(await api.methods.instanceView({ path: { instance }, query: { project } })).runState

describe('listing and lookup', () => {
  test('lists a project’s instances by name, in pages, in either order', async () => {
    const all = ok(await api.methods.instanceList({ query: web }))
    expect(all.items.map((i) => i.name)).toEqual(['cache-1', 'web-1', 'web-2', 'web-3', 'web-canary'])
    expect(all.nextPage).toBeNull()

    const first = ok(await api.methods.instanceList({ query: { ...web, limit: 2 } }))
    expect(first.items.map((i) => i.name)).toEqual(['cache-1', 'web-1'])
    const second = ok(
      await api.methods.instanceList({
        query: { ...web, limit: 2, pageToken: mustExist(first.nextPage, 'a second page') },
      }),
    )
    expect(second.items.map((i) => i.name)).toEqual(['web-2', 'web-3'])

    const desc = ok(await api.methods.instanceList({ query: { ...web, sortBy: 'name_descending' } }))
    expect(desc.items[0].name).toBe('web-canary')
  })

  test('the seed covers every run state', () => {
    const states = new Set(db.instances.map((i) => i.run_state))
    for (const s of [
      'running',
      'stopped',
      'failed',
      'starting',
      'stopping',
      'rebooting',
      'creating',
      'migrating',
      'repairing',
    ]) {
      expect(states).toContain(s)
    }
  })

  test('an id stands alone, a name needs its project', async () => {
    expect(ok(await api.methods.instanceView({ path: { instance: WEB_1 } })).name).toBe('web-1')
    const withProject = failure(await api.methods.instanceView({ path: { instance: WEB_1 }, query: web }))
    expect(withProject).toMatchObject({
      status: 400,
      message: 'when providing instance as an ID project should not be specified',
    })
    expect(failure(await api.methods.instanceView({ path: { instance: 'web-1' } })).status).toBe(400)
    expect(failure(await api.methods.instanceList({})).status).toBe(400)
  })

  test('an unknown instance is a Nexus-style 404', async () => {
    const result = failure(await api.methods.instanceView({ path: { instance: 'nope' }, query: web }))
    expect(result).toMatchObject({
      status: 404,
      errorCode: 'ObjectNotFound',
      message: 'not found: instance with name "nope"',
    })
  })

  test('a viewer reads but cannot act; someone without a role sees nothing', async () => {
    expect(await state('web-1')).toBe('running')
    const stop = await api.methods.instanceStop(
      { path: { instance: 'web-1' }, query: web },
      asUser('margaret'),
    )
    expect(failure(stop)).toMatchObject({ status: 403, message: 'Action not authorized' })
    const hidden = await api.methods.instanceList({ query: web }, asUser('guest'))
    expect(failure(hidden)).toMatchObject({
      status: 404,
      message: 'not found: project with name "web-frontend"',
    })
  })
})

describe('run state machine', () => {
  const path = { path: { instance: 'web-1' }, query: web }

  test('stop, start and reboot go through their transitional states', async () => {
    expect(ok(await api.methods.instanceStop(path)).runState).toBe('stopping')
    await vi.advanceTimersByTimeAsync(2000)
    expect(await state('web-1')).toBe('stopped')

    const start = await api.methods.instanceStart(path)
    expect(start.response.status).toBe(202)
    expect(ok(start).runState).toBe('starting')
    await vi.advanceTimersByTimeAsync(3000)
    expect(await state('web-1')).toBe('running')

    expect(ok(await api.methods.instanceReboot(path)).runState).toBe('rebooting')
    await vi.advanceTimersByTimeAsync(2500)
    expect(await state('web-1')).toBe('running')
  })

  test('actions the state does not allow are refused', async () => {
    const start = failure(await api.methods.instanceStart(path))
    expect(start).toMatchObject({ status: 400 })
    expect(start.message).toMatch(
      /cannot start instance "web-1" while it is running; it must be stopped or failed/,
    )
    expect(
      failure(await api.methods.instanceReboot({ path: { instance: 'web-3' }, query: web })).status,
    ).toBe(400)
    expect(failure(await api.methods.instanceDelete(path)).message).toMatch(/cannot delete instance/)
  })

  test('a failed instance can be started or stopped', async () => {
    const sandbox = { query: { project: 'sandbox' } }
    expect(
      ok(await api.methods.instanceStop({ path: { instance: 'flaky-test' }, ...sandbox })).runState,
    ).toBe('stopped')
    const legacy = { path: { instance: 'ingest-legacy' }, query: { project: 'data-pipeline' } }
    expect(ok(await api.methods.instanceStart(legacy)).runState).toBe('starting')
  })
})

describe('delete and update', () => {
  test('deleting a stopped instance takes its interfaces and addresses and frees its disks', async () => {
    const web3 = mustExist(
      db.instances.find((i) => i.name === 'web-3'),
      'instance web-3',
    )
    ok(
      await api.methods.floatingIpAttach({
        path: { floatingIp: 'spare' },
        query: web,
        body: { kind: 'instance', parent: 'web-3' },
      }),
    )
    expect(
      (await api.methods.instanceDelete({ path: { instance: 'web-3' }, query: web })).response.status,
    ).toBe(204)
    expect(db.networkInterfaces.some((n) => n.instance_id === web3.id)).toBe(false)
    expect(db.ephemeralIps.some((e) => e.instance_id === web3.id)).toBe(false)
    expect(db.disks.find((d) => d.name === 'web-3-boot')?.state).toEqual({ state: 'detached' })
    expect(db.floatingIps.find((f) => f.name === 'spare')?.instance_id).toBeNull()
  })

  test('resizing needs a stopped instance; the auto-restart policy can change any time', async () => {
    const body = {
      ncpus: 8,
      memory: 32 * GiB,
      bootDisk: 'web-1-boot',
      autoRestartPolicy: 'never' as const,
      cpuPlatform: null,
    }
    expect(
      failure(await api.methods.instanceUpdate({ path: { instance: 'web-1' }, query: web, body })).message,
    ).toMatch(/cannot resize/)

    const policyOnly = { ...body, ncpus: 4, memory: 16 * GiB }
    const updated = ok(
      await api.methods.instanceUpdate({ path: { instance: 'web-1' }, query: web, body: policyOnly }),
    )
    expect(updated).toMatchObject({ autoRestartPolicy: 'never', autoRestartEnabled: false })

    const resized = ok(
      await api.methods.instanceUpdate({
        path: { instance: 'web-3' },
        query: web,
        body: { ...body, bootDisk: 'web-3-boot' },
      }),
    )
    expect(resized).toMatchObject({ ncpus: 8, memory: 32 * GiB })
  })

  test('the boot disk must be attached to the instance', async () => {
    const body = {
      ncpus: 4,
      memory: 16 * GiB,
      bootDisk: 'web-assets',
      autoRestartPolicy: null,
      cpuPlatform: null,
    }
    const result = failure(
      await api.methods.instanceUpdate({ path: { instance: 'web-3' }, query: web, body }),
    )
    expect(result.message).toBe('boot disk "web-assets" must be attached to instance "web-3"')
    const unset = ok(
      await api.methods.instanceUpdate({
        path: { instance: 'web-3' },
        query: web,
        body: { ...body, bootDisk: null },
      }),
    )
    expect(unset.bootDiskId).toBeNull()
  })
})
