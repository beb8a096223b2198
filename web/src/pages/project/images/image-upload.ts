/**
 * Uploading a local image file, end to end through the disk-import API, the way Nexus expects it:
 * a temporary import-ready disk receives the file in base64 bulk writes, is finalized with a snapshot, the
 * image is made from that snapshot, and the temporary disk and snapshot are deleted. Any failure or a cancel
 * cleans up what was created. No React here: the form renders the progress this reports.
 */

import { callApi } from '~/api'
import type { Image } from '~/api/__generated__/Api'
import { ApiError } from '~/api/errors'
import {
  AbortedError,
  BULK_WRITE_CHUNK_BYTES,
  bytesToBase64,
  createSpeedMeter,
  type ImportBlockSize,
  isAllZero,
  padBytes,
  planChunks,
  runPool,
  UPLOAD_CONCURRENCY,
} from '~/util/upload'
import {
  cleanUpDisk,
  deleteSnapshot,
  findSnapshot,
  removeTemporaries,
  requireFreeImageName,
  waitUntil,
  withRetries,
} from './image-upload-steps'
import type { UploadCalls } from './upload-calls'
import { type StepStatus, UPLOAD_STEPS, type UploadProgress, type UploadStepId } from './upload-steps'

export type { StepStatus, UploadProgress, UploadStepId }
export { UPLOAD_STEPS }

const initialProgress = (total: number): UploadProgress => ({
  steps: Object.fromEntries(UPLOAD_STEPS.map((s) => [s.id, 'pending'])) as UploadProgress['steps'],
  uploaded: 0,
  total,
  bytesPerSecond: null,
  cleaningUp: false,
})

export type UploadParams = {
  project: string
  file: Blob
  name: string
  description: string
  os: string
  version: string
  blockSize: ImportBlockSize
  /** The writes known before the upload starts (`uploadCalls`), sent as these very objects. */
  calls: UploadCalls
  signal?: AbortSignal
  onProgress?: (progress: UploadProgress) => void
  /** How often to check on a disk or snapshot that is still changing state. */
  pollMs?: number
  /** Gives up waiting for a state change after this long. */
  waitTimeoutMs?: number
}

/** What the upload leaves behind when it could not delete its temporary resources. */
export type UploadResult = { image: Image; leftovers: string[] }

export async function uploadImage(params: UploadParams): Promise<UploadResult> {
  const { project, file, name, blockSize, calls, signal, pollMs = 500, waitTimeoutMs = 120_000 } = params
  const progress = initialProgress(file.size)
  const report = () => params.onProgress?.({ ...progress, steps: { ...progress.steps } })
  const checkAbort = () => {
    if (signal?.aborted) throw new AbortedError()
  }
  let current: UploadStepId | null = null
  const step = async <T>(id: UploadStepId, run: () => Promise<T>): Promise<T> => {
    checkAbort()
    current = id
    progress.steps[id] = 'running'
    report()
    const value = await run()
    progress.steps[id] = 'done'
    report()
    return value
  }
  const wait = { pollMs, timeoutMs: waitTimeoutMs }
  const query = { project }

  await requireFreeImageName(project, name)
  const { disk: diskName, snapshot: snapshotName } = calls.names
  let diskId: string | null = null
  let snapshotId: string | null = null
  let finalizeSent = false

  try {
    const disk = await step('create-disk', () => calls.createDisk.send())
    diskId = disk.id
    const path = { disk: disk.id }

    await step('start-import', () => calls.startImport.send())

    await step('upload', async () => {
      const meter = createSpeedMeter()
      meter.start(performance.now())
      const tick = setInterval(() => {
        progress.bytesPerSecond = meter.bytesPerSecond(performance.now())
        report()
      }, 1000)
      try {
        await runPool(
          planChunks(file.size, BULK_WRITE_CHUNK_BYTES),
          UPLOAD_CONCURRENCY,
          async ({ offset, length }) => {
            const bytes = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer())
            if (!isAllZero(bytes)) {
              const body = { offset, base64EncodedData: bytesToBase64(padBytes(bytes, blockSize)) }
              await withRetries(() => callApi('diskBulkWriteImport', { path, body }))
            }
            progress.uploaded += length
            meter.record(length, performance.now())
            progress.bytesPerSecond = meter.bytesPerSecond(performance.now())
            report()
          },
          signal,
        )
      } finally {
        clearInterval(tick)
      }
    })

    await step('stop-import', () => calls.stopImport.send())

    const snapshot = await step('finalize', async () => {
      finalizeSent = true
      await calls.finalize.send()
      const created = await callApi('snapshotView', { path: { snapshot: snapshotName }, query })
      snapshotId = created.id
      return waitUntil(
        () => callApi('snapshotView', { path: { snapshot: created.id } }),
        (s) => s.state !== 'creating',
        { ...wait, what: 'the snapshot' },
      )
    })
    if (snapshot.state !== 'ready') {
      throw new ApiError({ message: `The snapshot of the uploaded disk is ${snapshot.state}` })
    }

    const image = await step('create-image', () =>
      callApi('imageCreate', {
        query,
        body: {
          name,
          description: params.description,
          os: params.os,
          version: params.version,
          source: { type: 'snapshot', id: snapshot.id },
        },
      }),
    )

    // the image stands on its own now: failing to tidy up is worth a warning, not a failed upload
    current = 'delete-temp'
    progress.steps['delete-temp'] = 'running'
    report()
    const leftovers = await removeTemporaries(
      { id: disk.id, name: diskName },
      { id: snapshot.id, name: snapshotName },
      wait,
    )
    progress.steps['delete-temp'] = leftovers.length ? 'error' : 'done'
    report()
    return { image, leftovers }
  } catch (error) {
    if (current) progress.steps[current] = 'error'
    progress.cleaningUp = true
    report()
    if (diskId) {
      // a finalize that was sent may still create the snapshot, whether or not its call succeeded
      if (finalizeSent && !snapshotId) snapshotId = await findSnapshot(snapshotName, project)
      await cleanUpDisk(diskId, wait).catch(() => undefined)
      if (snapshotId) await deleteSnapshot(snapshotId, wait).catch(() => undefined)
    }
    progress.cleaningUp = false
    report()
    throw error
  }
}
