import { afterEach, beforeEach, onTestFinished, vi } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import type { ApiResult } from '~/api/__generated__/http-client'
import { resetTimers } from './timers'

/** For the mock's tests: a client, a user switch, unwrapping of results, fake timers and fresh module loads. */

export const api = new Api({ host: 'http://localhost' })

/** Request params that act as `username` for one call, whatever the session says. */
export const asUser = (username: string) => ({ headers: { cookie: `mock-user=${username}` } })

/** The data of a successful call, or a thrown error with the status and message. */
export function ok<T>(result: ApiResult<T>): T {
  if (result.type === 'success') return result.data
  const detail = result.type === 'error' ? result.data.message : String(result.error)
  throw new Error(`expected success, got ${result.response.status}: ${detail}`)
}

/** The error body of a failed call, with its status. */
export function failure<T>(result: ApiResult<T>) {
  if (result.type !== 'error') throw new Error(`expected an error, got ${result.response.status}`)
  return { status: result.response.status, ...result.data }
}

/** Fake `setTimeout` for the state machines; msw itself keeps working under them. */
export function withFakeTimers(): void {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => {
    vi.useRealTimers()
    resetTimers()
  })
}

/**
 * A fresh copy of a module, loaded now, under whatever globals the test has stubbed (for what a module reads at
 * load). Files share a worker's modules, so the registry is emptied again when the test ends: otherwise later
 * files would import the copy that read the stubs.
 */
export async function importFresh<T>(load: () => Promise<T>): Promise<T> {
  vi.resetModules()
  onTestFinished(() => {
    vi.resetModules()
  })
  return load()
}
