/** The API calls behind an image upload that are not the happy path: retries, waits, name checks, cleanup. */
import { callApi, loadApiClient } from '~/api'
import { ApiError } from '~/api/errors'
import { diskCan } from '~/components/disk-state'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** A write that hit a server or network hiccup is worth trying again; a 4xx will fail the same way. */
const retriable = (e: unknown) => !(e instanceof ApiError) || !e.statusCode || e.statusCode >= 500

/** One of thousands of writes failing once should not throw away a long upload. */
export async function withRetries<T>(call: () => Promise<T>, retries = 2): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call()
    } catch (e) {
      if (attempt >= retries || !retriable(e)) throw e
      await sleep(250 * 2 ** attempt)
    }
  }
}

/** A 409-style error the image name field understands, before any byte is sent. */
export async function requireFreeImageName(project: string, name: string) {
  // the raw call: a 404 is the answer we hope for, not an error to log
  const api = await loadApiClient()
  const result = await api.methods.imageView({ path: { image: name }, query: { project } })
  if (result.type === 'success') {
    throw new ApiError({
      message: 'Image name already exists',
      errorCode: 'ObjectAlreadyExists',
      statusCode: 400,
    })
  }
  if (result.response?.status === 404) return
  // anything else goes through the usual path, which also handles an expired session
  await callApi('imageView', { path: { image: name }, query: { project } })
}

export async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { pollMs, timeoutMs, what }: { pollMs: number; timeoutMs: number; what: string },
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new ApiError({ message: `Timed out waiting for ${what}` })
    await sleep(pollMs)
  }
}

export async function findSnapshot(name: string, project: string): Promise<string | null> {
  const api = await loadApiClient()
  const result = await api.methods.snapshotView({ path: { snapshot: name }, query: { project } })
  return result.type === 'success' ? result.data.id : null
}

export type Wait = { pollMs: number; timeoutMs: number }

type Named = { id: string; name: string }

/** Deletes the temporary disk and snapshot; returns the names of those that could not be deleted. */
export async function removeTemporaries(disk: Named, snapshot: Named, wait: Wait): Promise<string[]> {
  const failed: string[] = []
  await deleteDetachedDisk(disk.id, wait).catch(() => failed.push(`disk ${disk.name}`))
  await deleteSnapshot(snapshot.id, wait).catch(() => failed.push(`snapshot ${snapshot.name}`))
  return failed
}

/** A disk can only be deleted once it has settled as detached (the API refuses to delete it in any other state), which follows finalizing. */
async function deleteDetachedDisk(diskId: string, wait: Wait) {
  await waitUntil(
    () => callApi('diskView', { path: { disk: diskId } }),
    (d) => diskCan.delete(d.state.state),
    { ...wait, what: 'the temporary disk' },
  )
  await callApi('diskDelete', { path: { disk: diskId } })
}

export async function deleteSnapshot(snapshotId: string, wait: Wait) {
  await waitUntil(
    () => callApi('snapshotView', { path: { snapshot: snapshotId } }),
    (s) => s.state !== 'creating',
    { ...wait, what: 'the temporary snapshot' },
  )
  await callApi('snapshotDelete', { path: { snapshot: snapshotId } })
}

/**
 * Brings a half-imported disk to a state it can be deleted in, then deletes it: out of import mode, and an
 * import-ready disk is finalized (without a snapshot) so it becomes detached.
 */
export async function cleanUpDisk(diskId: string, wait: Wait) {
  const path = { disk: diskId }
  let disk = await callApi('diskView', { path })
  if (disk.state.state === 'importing_from_bulk_writes') {
    await callApi('diskBulkWriteImportStop', { path })
    disk = await callApi('diskView', { path })
  }
  if (disk.state.state === 'import_ready') await callApi('diskFinalizeImport', { path, body: {} })
  await deleteDetachedDisk(diskId, wait)
}
