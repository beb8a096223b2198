import { handleResponse, mergeParams } from '~/api/__generated__/http-client'
import { type ApiMethod, clientFor, settle } from '~/api/client'
import { processNetworkError } from '~/api/errors'
import { type BundleFile, parseIndex, sizeFromHeaders } from './bundle-index'
import { limitConcurrency } from './limit-concurrency'

// A bundle's index (plain text) and the sizes of its files (a HEAD's Content-Length) are no JSON, which is all the
// generated client reads: these ask for them with the client's host and headers, and fail as its calls do (an
// ApiError from the catalogue, a 401 sending the user to sign in again).

const bundlePath = (bundleId: string) =>
  `/experimental/v1/system/support-bundles/${encodeURIComponent(bundleId)}`

/** The whole bundle, a zip. */
export const bundleDownloadPath = (bundleId: string) => `${bundlePath(bundleId)}/download`

/** One file of the bundle: its path is one segment of the URL, slashes and all encoded. */
export const bundleFilePath = (bundleId: string, file: string) =>
  `${bundlePath(bundleId)}/download/${encodeURIComponent(file)}`

async function send(method: ApiMethod, path: string, verb: 'GET' | 'HEAD'): Promise<Response> {
  const api = await clientFor(method)
  let response: Response
  try {
    response = await fetch(api.host + path, { ...mergeParams(api.baseParams, {}), method: verb })
  } catch (error) {
    throw processNetworkError(method, error)
  }
  if (!response.ok) {
    // a HEAD's answer has no body to carry the API's message: its status line stands in for it
    const result = await handleResponse(response)
    if (verb === 'HEAD' && result.type === 'error' && !result.data?.message) {
      const errorCode = response.status === 403 ? 'Forbidden' : undefined
      settle(method, { ...result, data: { errorCode, message: response.statusText, requestId: '' } })
    }
    settle(method, result)
  }
  return response
}

/** The files a bundle's index lists. */
export async function readIndex(bundleId: string): Promise<BundleFile[]> {
  const response = await send('supportBundleIndex', `${bundlePath(bundleId)}/index`, 'GET')
  return parseIndex(await response.text())
}

/**
 * A few HEADs at a time: a page of files asks for the size of each of its rows, and each costs the API a read
 * of the bundle's storage on a sled.
 */
const headQueue = limitConcurrency(4)

/** The whole bundle's size in bytes, or null when the API does not say. */
export const readBundleSize = (bundleId: string) =>
  send('supportBundleHead', bundleDownloadPath(bundleId), 'HEAD').then((r) => sizeFromHeaders(r.headers))

/** One file's size in bytes, or null when the API does not say. */
export const readFileSize = (bundleId: string, file: string) =>
  headQueue(() =>
    send('supportBundleHeadFile', bundleFilePath(bundleId, file), 'HEAD').then((r) =>
      sizeFromHeaders(r.headers),
    ),
  )
