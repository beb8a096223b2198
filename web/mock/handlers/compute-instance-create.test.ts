// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import type { InstanceCreate } from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { webAssets } from '~mock/fixtures/compute/disks'
import { debian12, ubuntu2404 } from '~mock/fixtures/compute/images'
import { setupMockServer } from '~mock/node'
import { mustExist } from '~mock/toolkit/lookup'
import { api, asUser, failure, ok, withFakeTimers } from '~mock/toolkit/test-kit'
import { GiB } from '~mock/toolkit/units'

setupMockServer()
const web = { project: 'web-frontend' }

withFakeTimers()

const state = async (instance: string, project = 'web-frontend') =>
  ok(await api.methods.instanceView({ path: { instance }, query: { project } })).runState

const newInstance = (overrides: Partial<InstanceCreate> = {}): InstanceCreate => ({
  name: 'web-4',
  description: 'Fourth web server',
  hostname: 'web-4',
  ncpus: 2,
  memory: 8 * GiB,
  bootDisk: {
    type: 'create',
    name: 'web-4-boot',
    description: '',
    size: 20 * GiB,
    diskSource: { type: 'image', imageId: ubuntu2404.id },
  },
  ...overrides,
})

describe('create', () => {
  test('boots with a default interface, SNAT and ephemeral addresses and all of the user’s keys', async () => {
    const created = await api.methods.instanceCreate({
      query: web,
      body: newInstance({ externalIps: [{ type: 'ephemeral' }] }),
    })
    expect(created.response.status).toBe(201)
    const instance = ok(created)
    expect(instance).toMatchObject({
      name: 'web-4',
      runState: 'starting',
      ncpus: 2,
      autoRestartEnabled: true,
    })

    const nics = ok(
      await api.methods.instanceNetworkInterfaceList({ query: { instance: instance.id } }),
    ).items
    expect(nics).toHaveLength(1)
    expect(nics[0]).toMatchObject({ name: 'net0', primary: true })
    expect(nics[0].ip).toMatch(/^172\.30\.[0-3]\.\d+$/)
    expect(nics[0].mac).toMatch(/^A8:40:25:F[0-7](:[0-9A-F]{2}){2}$/)

    const ips = ok(await api.methods.instanceExternalIpList({ path: { instance: instance.id } })).items
    expect(ips.map((ip) => ip.kind)).toEqual(['snat', 'ephemeral'])

    const keys = ok(await api.methods.instanceSshPublicKeyList({ path: { instance: instance.id } })).items
    expect(keys.map((k) => k.name)).toEqual(['build-server', 'laptop'])

    const disks = ok(await api.methods.instanceDiskList({ path: { instance: instance.id } })).items
    expect(disks).toMatchObject([
      { name: 'web-4-boot', imageId: ubuntu2404.id, state: { state: 'attached' } },
    ])
    expect(instance.bootDiskId).toBe(disks[0].id)

    await vi.advanceTimersByTimeAsync(3000)
    expect(await state('web-4')).toBe('running')
  })

  test('start: false leaves it stopped; an empty key list hands over no keys', async () => {
    const instance = ok(
      await api.methods.instanceCreate({
        query: web,
        body: newInstance({ start: false, sshPublicKeys: [], networkInterfaces: { type: 'none' } }),
      }),
    )
    expect(instance.runState).toBe('stopped')
    expect(ok(await api.methods.instanceSshPublicKeyList({ path: { instance: instance.id } })).items).toEqual(
      [],
    )
    expect(
      ok(await api.methods.instanceNetworkInterfaceList({ query: { instance: instance.id } })).items,
    ).toEqual([])
  })

  test('attaches an existing disk and a floating IP', async () => {
    const body = newInstance({
      disks: [{ type: 'attach', name: 'web-assets' }],
      externalIps: [{ type: 'floating', floatingIp: 'spare' }],
    })
    const instance = ok(await api.methods.instanceCreate({ query: web, body }))
    expect(db.disks.find((d) => d.id === webAssets.id)?.state).toEqual({
      state: 'attached',
      instance: instance.id,
    })
    const ips = ok(await api.methods.instanceExternalIpList({ path: { instance: instance.id } })).items
    expect(ips.find((ip) => ip.kind === 'floating')).toMatchObject({ name: 'spare', instanceId: instance.id })
  })

  test('refuses bad requests and leaves nothing behind', async () => {
    const count = db.disks.length
    const cases: [Partial<InstanceCreate>, number, RegExp][] = [
      [{ name: 'web-1' }, 400, /already exists: instance "web-1"/],
      [{ memory: 8 * GiB + 1 }, 400, /divisible by 1 GiB/],
      [{ ncpus: 65 }, 400, /more than 64 vCPUs/],
      [{ externalIps: [{ type: 'floating', floatingIp: 'www' }] }, 400, /already attached/],
      [{ externalIps: [{ type: 'ephemeral' }, { type: 'ephemeral' }] }, 400, /more than 1 ephemeral/],
      [{ sshPublicKeys: ['nope'] }, 404, /ssh-key with name "nope"/],
      [{ disks: [{ type: 'attach', name: 'web-1-boot' }] }, 400, /not detached/],
      [{ userData: 'not base64!' }, 400, /Base64/],
      [
        {
          bootDisk: {
            type: 'create',
            name: 'tiny',
            description: '',
            size: GiB,
            diskSource: { type: 'image', imageId: debian12.id },
          },
        },
        400,
        /must be greater than or equal to image size/,
      ],
    ]
    for (const [overrides, status, message] of cases) {
      const result = failure(await api.methods.instanceCreate({ query: web, body: newInstance(overrides) }))
      expect(result.status, String(message)).toBe(status)
      expect(result.message).toMatch(message)
    }
    expect(db.disks).toHaveLength(count)
    expect(db.instances.some((i) => i.name === 'web-4')).toBe(false)
  })

  test('the silo quota caps what may run', async () => {
    const quota = mustExist(
      db.siloQuotas.find((q) => q.silo_id === '6e3d653b-641d-4be1-b914-870183d55ced'),
      'the quota of engineering',
    )
    quota.cpus = 112 // the seed already runs 110 vCPUs
    const tooBig = failure(await api.methods.instanceCreate({ query: web, body: newInstance({ ncpus: 4 }) }))
    expect(tooBig.message).toMatch(/quota of 112 vCPUs would be exceeded/)
    // a stopped instance holds no CPUs, so it may still be created
    expect(
      ok(await api.methods.instanceCreate({ query: web, body: newInstance({ ncpus: 4, start: false }) }))
        .runState,
    ).toBe('stopped')
  })

  test('a viewer cannot create', async () => {
    const result = await api.methods.instanceCreate({ query: web, body: newInstance() }, asUser('margaret'))
    expect(failure(result).status).toBe(403)
  })
})
