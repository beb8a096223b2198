import type { ApiData, ApiMethod, ApiParams } from './client'

/**
 * One write the console is about to make, built before it is sent: what "Show request" describes is the very
 * object whose `send` makes the call, so the request shown and the request sent cannot differ.
 */
export type PreparedCall<M extends ApiMethod = ApiMethod> = {
  method: M
  params: ApiParams<M>
  /**
   * Paths into the body (`password.value`) whose values are secrets: shown as a placeholder, never on screen or
   * in a copied command.
   */
  conceal?: readonly string[]
  /**
   * For a call whose body the generated client cannot write (it sends every body as JSON with snake_case keys):
   * the body as it is sent instead, a text exactly as written or a file's bytes.
   */
  rawBody?: RawBody
  /** Sends the call: resolves with the data or rejects with the ApiError (for a form or a confirm that waits). */
  send: () => Promise<ApiData<M>>
  /** Sends the call and lets its own handlers report a failure (for a menu item nothing waits on). */
  fire: () => void
}

/** A body sent as it is: a JSON text exactly as written, or the bytes of a file (named for the copied command). */
export type RawBody = { kind: 'json-text'; text: string } | { kind: 'file'; fileName: string }

/** A form or an action's writes, in the order it makes them. */
export type PreparedCalls = PreparedCall | readonly PreparedCall[]

export const callList = (calls: PreparedCalls): readonly PreparedCall[] =>
  Array.isArray(calls) ? calls : [calls as PreparedCall]

/** Sends each call in turn, stopping at the first that fails; resolves with the last one's data. */
export async function sendInTurn(calls: PreparedCalls): Promise<unknown> {
  let data: unknown
  for (const call of callList(calls)) data = await call.send()
  return data
}
