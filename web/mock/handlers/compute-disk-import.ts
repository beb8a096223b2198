import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { ensureUniqueName } from '~mock/toolkit/lookup'
import { now } from '~mock/toolkit/time'
import { after, alive } from '~mock/toolkit/timers'
import { KiB } from '~mock/toolkit/units'
import { isBase64, lookupDisk, requireWrite } from './compute-common'
import { setDiskState } from './compute-disk-rules'
import { finishSnapshot } from './compute-snapshots'
import { COMPUTE_TIMINGS } from './compute-timers'

type Disk = Json<Api.Disk>

/** The most one bulk write may carry, as in Nexus. */
export const MAX_BULK_WRITE_BYTES = 512 * KiB

function requireDiskState(disk: Disk, state: Api.DiskState['state'], action: string): void {
  if (disk.state.state !== state) {
    throw badRequest(
      `cannot ${action} disk "${disk.name}" while it is ${disk.state.state}; it must be ${state}`,
    )
  }
}

function decodedLength(data: string): number {
  if (!isBase64(data)) throw badRequest('base64_encoded_data is not valid Base64')
  return atob(data).length
}

export const diskImportHandlers = {
  diskBulkWriteImportStart({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const disk = lookupDisk(user, path.disk, query.project)
    requireWrite(user, disk.project_id)
    requireDiskState(disk, 'import_ready', 'start a bulk import into')
    setDiskState(disk, { state: 'importing_from_bulk_writes' })
    return 204
  },

  diskBulkWriteImport({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const disk = lookupDisk(user, path.disk, query.project)
    requireWrite(user, disk.project_id)
    requireDiskState(disk, 'importing_from_bulk_writes', 'write blocks to')
    const length = decodedLength(body.base64_encoded_data)
    const { offset } = body
    if (length === 0) throw badRequest('a bulk write must carry data')
    if (length > MAX_BULK_WRITE_BYTES) throw badRequest('a bulk write may carry at most 512 KiB')
    if (offset % disk.block_size !== 0 || length % disk.block_size !== 0) {
      throw badRequest(`offset and length must be multiples of the block size (${disk.block_size} bytes)`)
    }
    if (offset + length > disk.size) {
      throw badRequest(
        `write of ${length} bytes at offset ${offset} is past the end of the disk (${disk.size} bytes)`,
      )
    }
    const progress = db.diskImports.find((i) => i.disk_id === disk.id)
    if (progress) progress.bytes_written += length
    else db.diskImports.push({ disk_id: disk.id, bytes_written: length })
    return 204
  },

  diskBulkWriteImportStop({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const disk = lookupDisk(user, path.disk, query.project)
    requireWrite(user, disk.project_id)
    requireDiskState(disk, 'importing_from_bulk_writes', 'stop the bulk import into')
    setDiskState(disk, { state: 'import_ready' })
    return 204
  },

  diskFinalizeImport({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const disk = lookupDisk(user, path.disk, query.project)
    requireWrite(user, disk.project_id)
    requireDiskState(disk, 'import_ready', 'finalize')
    const snapshotName = body.snapshot_name
    if (snapshotName) {
      ensureUniqueName(
        db.snapshots.filter((s) => s.project_id === disk.project_id),
        'snapshot',
        snapshotName,
      )
    }

    setDiskState(disk, { state: 'finalizing' })
    if (snapshotName) {
      const time = now()
      const snapshot: Json<Api.Snapshot> = {
        id: crypto.randomUUID(),
        name: snapshotName,
        description: `Snapshot of disk "${disk.name}" taken when its import was finalized`,
        project_id: disk.project_id,
        disk_id: disk.id,
        size: disk.size,
        state: 'creating',
        time_created: time,
        time_modified: time,
      }
      db.snapshots.push(snapshot)
      finishSnapshot(snapshot, COMPUTE_TIMINGS.diskFinalize + COMPUTE_TIMINGS.snapshotCreate)
    }
    after(COMPUTE_TIMINGS.diskFinalize, () => {
      if (alive(db.disks, disk) && disk.state.state === 'finalizing')
        setDiskState(disk, { state: 'detached' })
    })
    db.diskImports = db.diskImports.filter((i) => i.disk_id !== disk.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
