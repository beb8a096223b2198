import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { must } from '~/testing/must'
import { MiB } from '~/util/format'
import { isAbort } from '~/util/upload'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { resetTimers, setTimeScale } from '~mock/toolkit/timers'
import { type UploadProgress, uploadImage } from './image-upload'
import { newUploadNames, uploadCalls } from './upload-calls'

setupMockServer()

beforeEach(() => setTimeScale(0.01))
afterEach(() => resetTimers())

/** A file of `size` bytes with data in every 512 KiB chunk except the second, which is all zeros. */
function imageFile(size: number) {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i += 4096) bytes[i] = 1
  bytes.fill(0, 512 * 1024, 1024 * 1024)
  return new Blob([bytes])
}

const base = {
  project: 'sandbox',
  description: 'uploaded in a test',
  os: 'nixos',
  version: '24.11',
  blockSize: 512 as const,
  pollMs: 5,
}

/** The upload of `file` as image `name`, with the writes it makes known up front. */
const upload = (name: string, file: Blob) => ({
  ...base,
  name,
  file,
  calls: uploadCalls({ ...base, name, fileSize: file.size, names: newUploadNames() }),
})

const tempDisks = () => db.disks.filter((d) => d.name.startsWith('tmp-for-image'))
const tempSnapshots = () => db.snapshots.filter((s) => s.name.startsWith('tmp-snapshot'))

describe('uploadImage', () => {
  it('creates the image, reports every step and removes the temporary disk and snapshot', async () => {
    const reports: UploadProgress[] = []
    const file = imageFile(3 * MiB + 1000)
    const { image, leftovers } = await uploadImage({
      ...upload('nixos-test', file),
      onProgress: (p) => reports.push(p),
    })

    expect(image.name).toBe('nixos-test')
    expect(leftovers).toEqual([])
    expect(db.images.some((i) => i.name === 'nixos-test')).toBe(true)
    expect(tempDisks()).toEqual([])
    expect(tempSnapshots()).toEqual([])

    const last = must(reports.at(-1), 'progress report')
    expect(Object.values(last.steps).every((s) => s === 'done')).toBe(true)
    expect(last.uploaded).toBe(file.size)
    // the bar moves forward and reaches the whole file only once every write is done
    const uploaded = reports.map((r) => r.uploaded)
    expect(uploaded).toEqual([...uploaded].sort((a, b) => a - b))
    const firstFull = reports.findIndex((r) => r.uploaded === file.size)
    expect(reports[firstFull].steps.upload).toBe('running')
    expect(reports.at(firstFull + 1)?.steps.upload).toBe('done')
  })

  it('refuses a taken image name before creating anything', async () => {
    const sandbox = must(db.projects.find((p) => p.name === 'sandbox'))
    db.images.push({ ...db.images[0], id: crypto.randomUUID(), name: 'taken', project_id: sandbox.id })
    const disksBefore = db.disks.length
    const taken = await uploadImage(upload('taken', imageFile(MiB))).catch((e) => e)
    expect(taken.message).toBe('Image name already exists')
    expect(taken.errorCode).toBe('ObjectAlreadyExists')
    expect(db.disks.length).toBe(disksBefore)
  })

  it('cleans up after a failed write', async () => {
    setMockFaults('diskBulkWriteImport=500')
    const reports: UploadProgress[] = []
    const error = await uploadImage({
      ...upload('doomed', imageFile(2 * MiB)),
      onProgress: (p) => reports.push(p),
    }).catch((e) => e)
    expect(error).toBeInstanceOf(Error)
    expect(reports.at(-1)?.steps.upload).toBe('error')
    expect(reports.at(-1)?.cleaningUp).toBe(false)
    expect(tempDisks()).toEqual([])
    expect(db.images.some((i) => i.name === 'doomed')).toBe(false)
  })

  it('stops writing when canceled and deletes the temporary disk', async () => {
    const controller = new AbortController()
    let writes = 0
    const error = await uploadImage({
      ...upload('canceled', imageFile(8 * MiB)),
      signal: controller.signal,
      onProgress: (p) => {
        if (p.uploaded > 0 && writes++ === 0) controller.abort()
      },
    }).catch((e) => e)
    expect(isAbort(error)).toBe(true)
    expect(tempDisks()).toEqual([])
    expect(tempSnapshots()).toEqual([])
  })
})
