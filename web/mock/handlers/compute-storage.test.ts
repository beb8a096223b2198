// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import type { DiskCreate } from '~/api/__generated__/Api'
import { debian12 } from '~mock/fixtures/compute/images'
import { web1Nightly } from '~mock/fixtures/compute/snapshots'
import { setupMockServer } from '~mock/node'
import { api, asUser, failure, ok, withFakeTimers } from '~mock/toolkit/test-kit'
import { GiB } from '~mock/toolkit/units'

setupMockServer()
const web = { project: 'web-frontend' }
const sandbox = { project: 'sandbox' }

withFakeTimers()

const blank = (overrides: Partial<DiskCreate> = {}): DiskCreate => ({
  name: 'logs',
  description: 'nginx logs',
  size: 50 * GiB,
  diskSource: { type: 'blank', blockSize: 4096 },
  ...overrides,
})

const diskState = async (disk: string, query = web) =>
  ok(await api.methods.diskView({ path: { disk }, query })).state.state

describe('disks', () => {
  test('a new disk is creating, then detached', async () => {
    const created = await api.methods.diskCreate({ query: web, body: blank() })
    expect(created.response.status).toBe(201)
    expect(ok(created)).toMatchObject({
      state: { state: 'creating' },
      blockSize: 4096,
      devicePath: '/mnt/logs',
    })
    await vi.advanceTimersByTimeAsync(2000)
    expect(await diskState('logs')).toBe('detached')
  })

  test('sizes follow the block size, 1 GiB steps and the source', async () => {
    const cases: [Partial<DiskCreate>, RegExp][] = [
      [{ size: GiB / 2 }, /at least 1 GiB/],
      [{ size: 10 * GiB + 512, diskSource: { type: 'blank', blockSize: 512 } }, /multiple of 1 GiB/],
      [{ size: 1024 * GiB }, /at most 1023 GiB/],
      [
        { size: GiB, diskSource: { type: 'image', imageId: debian12.id } },
        /greater than or equal to image size 2147483648/,
      ],
      [{ size: 10 * GiB, diskSource: { type: 'snapshot', snapshotId: web1Nightly.id } }, /snapshot size/],
      [{ name: 'web-assets' }, /already exists: disk "web-assets"/],
    ]
    for (const [overrides, message] of cases) {
      expect(failure(await api.methods.diskCreate({ query: web, body: blank(overrides) })).message).toMatch(
        message,
      )
    }
    const fromImage = ok(
      await api.methods.diskCreate({
        query: web,
        body: blank({ size: 2 * GiB, diskSource: { type: 'image', imageId: debian12.id } }),
      }),
    )
    expect(fromImage).toMatchObject({ imageId: debian12.id, blockSize: 512 })
  })

  test('only detached or faulted disks can be deleted', async () => {
    expect(
      failure(await api.methods.diskDelete({ path: { disk: 'web-1-boot' }, query: web })).message,
    ).toMatch(/cannot delete disk "web-1-boot" while it is attached/)
    expect(
      (await api.methods.diskDelete({ path: { disk: 'old-backup' }, query: { project: 'billing' } })).response
        .status,
    ).toBe(204)
    expect((await api.methods.diskDelete({ path: { disk: 'web-assets' }, query: web })).response.status).toBe(
      204,
    )
    expect(failure(await api.methods.diskView({ path: { disk: 'web-assets' }, query: web })).status).toBe(404)
  })

  test('attach needs a stopped instance and a detached disk; the boot disk stays', async () => {
    const body = { disk: 'web-assets' }
    const running = failure(
      await api.methods.instanceDiskAttach({ path: { instance: 'web-1' }, query: web, body }),
    )
    expect(running.message).toMatch(/cannot attach a disk to instance "web-1" while it is running/)

    const attached = await api.methods.instanceDiskAttach({ path: { instance: 'web-3' }, query: web, body })
    expect(attached.response.status).toBe(202)
    expect(ok(attached).state).toMatchObject({ state: 'attached' })
    const again = failure(
      await api.methods.instanceDiskAttach({ path: { instance: 'web-3' }, query: web, body }),
    )
    expect(again.message).toMatch(/already attached/)

    const boot = failure(
      await api.methods.instanceDiskDetach({
        path: { instance: 'web-3' },
        query: web,
        body: { disk: 'web-3-boot' },
      }),
    )
    expect(boot.message).toMatch(/is the boot disk/)
    const detached = ok(
      await api.methods.instanceDiskDetach({ path: { instance: 'web-3' }, query: web, body }),
    )
    expect(detached.state).toEqual({ state: 'detached' })
  })

  test('a viewer cannot create disks', async () => {
    expect(
      failure(await api.methods.diskCreate({ query: web, body: blank() }, asUser('margaret'))).status,
    ).toBe(403)
  })
})

describe('bulk import', () => {
  const upload = { path: { disk: 'custom-image-upload' }, query: sandbox }
  const chunk = (bytes: number) => btoa('\x7f'.repeat(bytes))

  test('start, write, stop, finalize with a snapshot', async () => {
    expect((await api.methods.diskBulkWriteImportStart(upload)).response.status).toBe(204)
    expect(await diskState('custom-image-upload', sandbox)).toBe('importing_from_bulk_writes')

    const write = (offset: number, bytes: number) =>
      api.methods.diskBulkWriteImport({ ...upload, body: { offset, base64EncodedData: chunk(bytes) } })
    expect((await write(0, 4096)).response.status).toBe(204)
    expect(failure(await write(8 * GiB - 512, 1024)).message).toMatch(/past the end of the disk/)
    expect(failure(await write(100, 512)).message).toMatch(/multiples of the block size/)
    expect(
      failure(
        await api.methods.diskBulkWriteImport({ ...upload, body: { offset: 0, base64EncodedData: '%%%' } }),
      ).status,
    ).toBe(400)

    expect((await api.methods.diskBulkWriteImportStop(upload)).response.status).toBe(204)
    expect(await diskState('custom-image-upload', sandbox)).toBe('import_ready')

    expect(
      (await api.methods.diskFinalizeImport({ ...upload, body: { snapshotName: 'nixos-24-11' } })).response
        .status,
    ).toBe(204)
    expect(await diskState('custom-image-upload', sandbox)).toBe('finalizing')
    await vi.advanceTimersByTimeAsync(5000)
    expect(await diskState('custom-image-upload', sandbox)).toBe('detached')
    const snapshot = ok(await api.methods.snapshotView({ path: { snapshot: 'nixos-24-11' }, query: sandbox }))
    expect(snapshot).toMatchObject({ state: 'ready', size: 8 * GiB })
  })

  test('each step needs the state before it', async () => {
    expect(failure(await api.methods.diskBulkWriteImportStop(upload)).message).toMatch(
      /must be importing_from_bulk_writes/,
    )
    const write = await api.methods.diskBulkWriteImport({
      ...upload,
      body: { offset: 0, base64EncodedData: chunk(512) },
    })
    expect(failure(write).status).toBe(400)
    const detached = { path: { disk: 'web-assets' }, query: web }
    expect(failure(await api.methods.diskBulkWriteImportStart(detached)).message).toMatch(
      /must be import_ready/,
    )
    expect(failure(await api.methods.diskFinalizeImport({ ...detached, body: {} })).status).toBe(400)
  })
})

describe('snapshots', () => {
  test('a snapshot of an attached disk is creating, then ready', async () => {
    const created = ok(
      await api.methods.snapshotCreate({
        query: web,
        body: { name: 'pre-deploy', description: '', disk: 'web-1-boot' },
      }),
    )
    expect(created).toMatchObject({ state: 'creating', size: 32 * GiB })
    await vi.advanceTimersByTimeAsync(2500)
    expect(ok(await api.methods.snapshotView({ path: { snapshot: created.id } })).state).toBe('ready')
  })

  test('disks that are not attached or detached cannot be snapshotted', async () => {
    const body = { name: 'broken', description: '', disk: 'old-backup' }
    expect(
      failure(await api.methods.snapshotCreate({ query: { project: 'billing' }, body })).message,
    ).toMatch(/faulted/)
    const dup = { name: 'web-golden-src', description: '', disk: 'web-1-boot' }
    expect(failure(await api.methods.snapshotCreate({ query: web, body: dup })).errorCode).toBe(
      'ObjectAlreadyExists',
    )
  })
})

describe('images', () => {
  test('silo images without a project, project images with one', async () => {
    const silo = ok(await api.methods.imageList({})).items.map((i) => i.name)
    expect(silo).toEqual(['alpine-3-20', 'debian-12', 'fedora-41', 'ubuntu-24-04'])
    const project = ok(await api.methods.imageList({ query: web })).items.map((i) => i.name)
    expect(project).toEqual(['web-golden-2024-10'])
  })

  test('create from a snapshot, promote to the silo, demote into another project', async () => {
    const source = { type: 'snapshot' as const, id: web1Nightly.id }
    const body = { name: 'web-golden-2024-11', description: '', os: 'ubuntu', version: '24.04', source }
    const image = ok(await api.methods.imageCreate({ query: web, body }))
    expect(image).toMatchObject({ size: 32 * GiB, projectId: web1Nightly.project_id })

    const promoted = await api.methods.imagePromote({ path: { image: 'web-golden-2024-11' }, query: web })
    expect(promoted.response.status).toBe(202)
    expect(ok(promoted).projectId).toBeNull()
    expect(failure(await api.methods.imagePromote({ path: { image: image.id } })).message).toMatch(
      /already a silo image/,
    )

    const demoted = ok(
      await api.methods.imageDemote({ path: { image: 'web-golden-2024-11' }, query: sandbox }),
    )
    expect(demoted.projectId).toBe('8f28e0bb-676f-4f55-8860-81f0e2982892')
    expect(
      ok(await api.methods.imageView({ path: { image: 'web-golden-2024-11' }, query: sandbox })).id,
    ).toBe(image.id)
  })

  test('a silo viewer cannot create silo images', async () => {
    const body = {
      name: 'x',
      description: '',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot' as const, id: web1Nightly.id },
    }
    expect(failure(await api.methods.imageCreate({ body }, asUser('margaret'))).status).toBe(403)
  })
})
