import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { canReadProject } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest, notFound } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { ensureUniqueName, lookupById } from '~mock/toolkit/lookup'
import { rowsWhere } from '~mock/toolkit/table-index'
import { now } from '~mock/toolkit/time'
import { after, alive } from '~mock/toolkit/timers'
import { GiB } from '~mock/toolkit/units'
import { usableImage } from './compute-common'
import { COMPUTE_TIMINGS } from './compute-timers'

type Disk = Json<Api.Disk>

export const MAX_DISK_SIZE = 1023 * GiB

const BLOCK_SIZES = [512, 2048, 4096]

/** Nexus's size rules for a new disk. */
function validateSize(size: number, blockSize: number): void {
  if (!BLOCK_SIZES.includes(blockSize)) throw badRequest('block size must be 512, 2048 or 4096')
  if (size < GiB) throw badRequest('total size must be at least 1 GiB')
  if (size % blockSize !== 0)
    throw badRequest(`total size must be a multiple of the block size (${blockSize} bytes)`)
  if (size % GiB !== 0) throw badRequest('total size must be a multiple of 1 GiB')
  if (size > MAX_DISK_SIZE) throw badRequest('total size must be at most 1023 GiB')
}

/** Nexus shows sizes as plain byte counts in these messages. */
function notSmallerThan(kind: 'image' | 'snapshot', size: number, sourceSize: number): void {
  if (size < sourceSize) {
    throw badRequest(`disk size ${size} must be greater than or equal to ${kind} size ${sourceSize}`)
  }
}

/**
 * A new disk of the project from create parameters, checked but not stored. Blank, image and snapshot disks
 * start `creating`; a disk for bulk imports starts `import_ready`.
 */
export function buildDisk(user: MockUser, projectId: string, params: Json<Api.DiskCreate>): Disk {
  ensureUniqueName(rowsWhere(db.disks, 'project_id', projectId), 'disk', params.name)
  const source = params.disk_source
  let blockSize = 512
  let imageId: string | null = null
  let snapshotId: string | null = null
  let state: Api.DiskState = { state: 'creating' }

  switch (source.type) {
    case 'blank':
      blockSize = source.block_size
      break
    case 'importing_blocks':
      blockSize = source.block_size
      state = { state: 'import_ready' }
      break
    case 'image': {
      const image = usableImage(user, source.image_id, projectId)
      blockSize = image.block_size
      imageId = image.id
      notSmallerThan('image', params.size, image.size)
      break
    }
    case 'snapshot': {
      const snapshot = lookupById(db.snapshots, 'snapshot', source.snapshot_id)
      if (snapshot.project_id !== projectId || !canReadProject(user, snapshot.project_id)) {
        throw notFound('snapshot', 'id', source.snapshot_id)
      }
      if (snapshot.state !== 'ready')
        throw badRequest(`snapshot "${snapshot.name}" is not ready (${snapshot.state})`)
      blockSize = db.disks.find((d) => d.id === snapshot.disk_id)?.block_size ?? 512
      snapshotId = snapshot.id
      notSmallerThan('snapshot', params.size, snapshot.size)
      break
    }
  }
  validateSize(params.size, blockSize)

  const time = now()
  return {
    id: crypto.randomUUID(),
    name: params.name,
    description: params.description,
    project_id: projectId,
    size: params.size,
    block_size: blockSize,
    device_path: `/mnt/${params.name}`,
    image_id: imageId,
    snapshot_id: snapshotId,
    state,
    time_created: time,
    time_modified: time,
  }
}

export function setDiskState(disk: Disk, state: Api.DiskState): void {
  disk.state = state
  disk.time_modified = now()
}

/** `creating` -> `detached` once the regions are allocated, unless the disk moved on meanwhile. */
export function finishCreating(disk: Disk, ms: number = COMPUTE_TIMINGS.diskCreate): void {
  after(ms, () => {
    if (alive(db.disks, disk) && disk.state.state === 'creating') setDiskState(disk, { state: 'detached' })
  })
}

/** The instance a disk is attached to (or being attached to or detached from), if any. */
export function diskInstanceId(disk: Disk): string | null {
  return 'instance' in disk.state ? disk.state.instance : null
}
