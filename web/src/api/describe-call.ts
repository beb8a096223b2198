import { Api } from './__generated__/Api'
import { type ApiResult, dateReplacer, type FullParams, toQueryString } from './__generated__/http-client'
import { snakeify } from './__generated__/util'
import type { ApiMethod, ApiParams } from './client'

/** A request as it goes on the wire: its method, its path and query, and its JSON body if it has one. */
export type DescribedRequest = {
  method: string
  /** The path and the query string, e.g. `/v1/instances?project=web`. */
  url: string
  /** The body as the client writes it (snake_case keys, dates as ISO strings), or undefined for none. */
  body: string | undefined
}

/**
 * The generated client with its `request` (the one place every method's path, query and body meet `fetch`)
 * writing the request down instead of sending it. The client's own methods build the path and the query, so a
 * described request is the one the client sends.
 */
class Describer extends Api {
  seen: FullParams | null = null
  override request<Data>(params: FullParams): Promise<ApiResult<Data>> {
    this.seen = params
    // never settles: nothing is sent, so there is no answer
    return new Promise(() => {})
  }
}

/** What the client would send for `method` with `params`, without sending it. */
export function describeCall<M extends ApiMethod>(method: M, params: ApiParams<M>): DescribedRequest {
  const describer = new Describer()
  const fn = describer.methods[method] as (p: unknown) => unknown
  fn(params)
  const seen = describer.seen
  if (!seen) throw new Error(`${method} made no request`)
  return {
    method: seen.method ?? 'GET',
    url: seen.path + toQueryString(seen.query),
    body: seen.body === undefined ? undefined : JSON.stringify(snakeify(seen.body), dateReplacer),
  }
}
