// apart from the upload itself, which the form loads only when it is sent: the progress it draws meanwhile
export const UPLOAD_STEPS = [
  { id: 'create-disk', label: 'Create temporary disk' },
  { id: 'start-import', label: 'Put disk in import mode' },
  { id: 'upload', label: 'Upload image file' },
  { id: 'stop-import', label: 'Take disk out of import mode' },
  { id: 'finalize', label: 'Finalize disk and create snapshot' },
  { id: 'create-image', label: 'Create image' },
  { id: 'delete-temp', label: 'Delete temporary disk and snapshot' },
] as const

export type UploadStepId = (typeof UPLOAD_STEPS)[number]['id']
export type StepStatus = 'pending' | 'running' | 'done' | 'error'

export type UploadProgress = {
  steps: Record<UploadStepId, StepStatus>
  /** Bytes of the file written (or skipped as zeros) so far. */
  uploaded: number
  total: number
  /** Recent throughput, null until measured. */
  bytesPerSecond: number | null
  /** Set while a failed or canceled upload removes what it created. */
  cleaningUp: boolean
}
