import type { Api } from '~/api/__generated__/Api'
import type { ApiResult } from '~/api/__generated__/http-client'
import type { Operation } from '~mock/operations'

/**
 * One happy-path call of one operation for the contract test. `run` may make setup calls first (they are not
 * counted); it returns the result of the counted call, whose raw response the runner validates against the
 * operation's response schema from the OpenAPI spec. The db is reset before every case.
 */
export type ContractCase = {
  operation: Operation
  run: (api: Api['methods']) => Promise<ApiResult<unknown>>
  /** Defaults to the user the preview starts as (ada, fleet and silo admin). */
  asUser?: string
}

/** Fails the case when a setup call does not succeed, with what came back. */
export function setup<T>(result: ApiResult<T>): T {
  if (result.type !== 'success') throw new Error(`setup call failed with ${result.response.status}`)
  return result.data
}
