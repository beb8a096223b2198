import type { PreparedCall } from '~/api'
import type { TufRepoUpload } from '~/api/__generated__/Api'
import { type SendProgress, sendFile } from '~/api/send-body'
import { createSpeedMeter } from '~/util/upload'

/**
 * How far a repository upload has come: the bytes sent (null until the browser says, which it does not for a
 * request a service worker answers, as the preview's mock API does), and the speed over the last seconds.
 */
export type RepositoryUploadProgress = Omit<SendProgress, 'sent'> & {
  sent: number | null
  bytesPerSecond: number | null
}

/**
 * Sends a repository file to the API, the file's bytes as the body and its name as `file_name`, reporting how
 * much has been sent and how fast. `signal` stops it; the promise then rejects with an AbortError.
 */
export function uploadRepository(
  file: File,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (p: RepositoryUploadProgress) => void },
): Promise<TufRepoUpload> {
  const meter = createSpeedMeter()
  meter.start(performance.now())
  let sent = 0
  onProgress?.({ sent: null, total: file.size, bytesPerSecond: null })
  return sendFile('systemUpdateRepositoryUpload', {
    path: '/v1/system/update/repositories',
    query: { fileName: file.name },
    file,
    signal,
    onProgress: (p) => {
      const now = performance.now()
      meter.record(p.sent - sent, now)
      sent = p.sent
      onProgress?.({ ...p, bytesPerSecond: meter.bytesPerSecond(now) })
    },
  })
}

/**
 * The upload as a call a form shows and sends: its method and address (the file's name in the query) are what
 * "Show request" can give; its body is the file's bytes, sent as they are. Each send keeps its AbortController in
 * `controller` while it runs, so that Cancel can stop it.
 */
export function repositoryUploadCall(
  file: File,
  {
    controller,
    onProgress,
  }: {
    controller: { current: AbortController | null }
    onProgress?: (p: RepositoryUploadProgress) => void
  },
): PreparedCall<'systemUpdateRepositoryUpload'> {
  const send = async () => {
    const ac = new AbortController()
    controller.current = ac
    try {
      return await uploadRepository(file, { signal: ac.signal, onProgress })
    } finally {
      controller.current = null
    }
  }
  return {
    method: 'systemUpdateRepositoryUpload',
    params: { query: { fileName: file.name } },
    rawBody: { kind: 'file', fileName: file.name },
    send,
    fire: () => {
      send().catch(() => {
        // a form sends an upload and reports its failure; nothing fires one
      })
    },
  }
}

/** What the API made of an upload, for the toast that says so. */
export function uploadOutcome({ repo, status }: TufRepoUpload): { title: string; content: string } {
  return status === 'inserted'
    ? {
        title: `Repository ${repo.systemVersion} uploaded`,
        content: `${repo.fileName} can now be set as the target release.`,
      }
    : {
        title: `Repository ${repo.systemVersion} was already uploaded`,
        content: `${repo.fileName} holds the same repository; nothing changed.`,
      }
}
