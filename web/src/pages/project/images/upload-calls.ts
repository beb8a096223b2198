import { type ApiMethod, type ApiParams, callApi, type PreparedCall } from '~/api'
import { generateName } from '~/util/names'
import { type ImportBlockSize, importDiskSize } from '~/util/upload'

/** The names of an upload's temporary disk and snapshot, chosen before it starts. */
export type UploadNames = { disk: string; snapshot: string }

export const newUploadNames = (): UploadNames => ({
  disk: generateName('tmp-for-image'),
  snapshot: generateName('tmp-snapshot-for-image'),
})

/** A write of the upload, ready to show and to send (the upload reports its own failures). */
function call<M extends ApiMethod>(method: M, params: ApiParams<M>): PreparedCall<M> {
  return {
    method,
    params,
    send: () => callApi(method, params),
    fire: () => {
      callApi(method, params).catch(() => undefined)
    },
  }
}

export type UploadPlan = {
  project: string
  /** The image's name. */
  name: string
  fileSize: number
  blockSize: ImportBlockSize
  names: UploadNames
}

/**
 * The writes of an upload that are known before it starts, in the order it makes them. The file's bytes go
 * between `startImport` and `stopImport`, in as many writes as it takes, and the image is created after
 * `finalize` from the id of the snapshot that makes. The disk has no id yet, so these name it in its project.
 */
export function uploadCalls({ project, name, fileSize, blockSize, names }: UploadPlan) {
  const query = { project }
  const path = { disk: names.disk }
  return {
    names,
    createDisk: call('diskCreate', {
      query,
      body: {
        name: names.disk,
        description: `Temporary disk for uploading image ${name}`,
        size: importDiskSize(fileSize),
        diskSource: { type: 'importing_blocks', blockSize },
      },
    }),
    startImport: call('diskBulkWriteImportStart', { path, query }),
    stopImport: call('diskBulkWriteImportStop', { path, query }),
    finalize: call('diskFinalizeImport', { path, query, body: { snapshotName: names.snapshot } }),
  }
}

export type UploadCalls = ReturnType<typeof uploadCalls>

/** The calls in the order the upload sends them. */
export const uploadCallList = (calls: UploadCalls): PreparedCall[] => [
  calls.createDisk,
  calls.startImport,
  calls.stopImport,
  calls.finalize,
]
