import { AbortedError } from '~/util/upload'
import { handleResponse, mergeParams, toQueryString } from './__generated__/http-client'
import { type ApiData, type ApiMethod, clientFor, settle } from './client'
import { processNetworkError } from './errors'

// Two operations take a body the generated client cannot send, as it sends every body as JSON with its keys
// renamed to snake case: a repository upload (the file's bytes) and a new trust root (a JSON document that must
// arrive exactly as written). These send them, and answer as callApi does: the data, or an ApiError from the
// catalogue (a 401 sends the user to sign in again).

type Request = { path: string; query?: Record<string, unknown> }

/** How much of a file has been sent. */
export type SendProgress = { sent: number; total: number }

/**
 * Sends `file` as the raw body of `method` (`PUT` at `path`), reporting progress as the browser sends it and
 * stopping when `signal` aborts (the promise then rejects with an AbortError). An XMLHttpRequest, as a fetch
 * reports no upload progress (a streamed request body would, but needs HTTP/2, which the API does not speak).
 */
export async function sendFile<M extends ApiMethod>(
  method: M,
  {
    path,
    query,
    file,
    signal,
    onProgress,
  }: Request & { file: Blob; signal?: AbortSignal; onProgress?: (progress: SendProgress) => void },
): Promise<ApiData<M>> {
  const api = await clientFor(method)
  const headers = new Headers(api.baseParams.headers)
  headers.set('Content-Type', 'application/octet-stream')
  const response = await new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError())
    const xhr = new XMLHttpRequest()
    const abort = () => xhr.abort()
    xhr.open('PUT', api.host + path + toQueryString(query))
    for (const [name, value] of headers) xhr.setRequestHeader(name, value)
    xhr.upload.addEventListener('progress', (e) => {
      onProgress?.({ sent: e.loaded, total: e.lengthComputable ? e.total : file.size })
    })
    xhr.addEventListener('load', () => {
      // a status outside 200-599 is no answer of the API's
      if (xhr.status < 200 || xhr.status > 599) {
        return reject(processNetworkError(method, new Error(`status ${xhr.status}`)))
      }
      const body = xhr.status === 204 ? null : xhr.responseText
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText }))
    })
    xhr.addEventListener('error', () => reject(processNetworkError(method, new Error('no response'))))
    xhr.addEventListener('abort', () => reject(new AbortedError()))
    xhr.addEventListener('loadend', () => signal?.removeEventListener('abort', abort))
    signal?.addEventListener('abort', abort, { once: true })
    xhr.send(file)
  })
  return settle(method, await handleResponse(response))
}

/** Sends `json`, a JSON document as the user wrote it, as the body of `method` (`POST` at `path`). */
export async function sendJsonText<M extends ApiMethod>(
  method: M,
  { path, query, json }: Request & { json: string },
): Promise<ApiData<M>> {
  const api = await clientFor(method)
  let response: Response
  try {
    const init: RequestInit = { ...mergeParams(api.baseParams, {}), method: 'POST', body: json }
    response = await fetch(api.host + path + toQueryString(query), init)
  } catch (error) {
    throw processNetworkError(method, error)
  }
  return settle(method, await handleResponse(response))
}
