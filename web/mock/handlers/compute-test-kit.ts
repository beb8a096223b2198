import { afterEach, beforeEach, vi } from 'vitest'
import { Api } from '~/api/__generated__/Api'
import type { ApiResult } from '~/api/__generated__/http-client'
import { resetComputeTimers } from './compute-timers'

/** Shared by the compute tests: a client, a user switch and unwrapping of results. */
export const api = new Api({ host: 'http://localhost' })
export const asUser = (username: string) => ({ headers: { cookie: `mock-user=${username}` } })
export const GiB = 1024 ** 3

export function ok<T>(result: ApiResult<T>): T {
  if (result.type !== 'success') {
    throw new Error(`expected success, got ${result.response.status}: ${JSON.stringify(result)}`)
  }
  return result.data
}

export function failure(result: ApiResult<unknown>) {
  if (result.type !== 'error') throw new Error(`expected an error, got ${result.response.status}`)
  return { status: result.response.status, ...result.data }
}

/** Fake `setTimeout` for the state machines; msw itself keeps working under them. */
export function withComputeFakeTimers(): void {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => {
    vi.useRealTimers()
    resetComputeTimers()
  })
}
