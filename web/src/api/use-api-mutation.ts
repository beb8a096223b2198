import { useCallback, useEffect, useRef, useState } from 'react'
import { type ApiData, type ApiMethod, type ApiParams, asApiError, callApi, loadApiClient } from './client'
import type { ApiError } from './errors'
import type { PreparedCall } from './prepared-call'

type MutationOptions<M extends ApiMethod> = {
  onSuccess?: (data: ApiData<M>, params: ApiParams<M>) => unknown
  /** Runs on a failure, after `error` is set: e.g. an error toast for an action that has no form to show it. */
  onError?: (error: ApiError, params: ApiParams<M>) => void
}

type MutationState = { isPending: boolean; error: ApiError | null }

/**
 * A write operation. `mutate(params)` sends it and never rejects: a failure lands in `error` (and `onError`).
 * `mutateAsync(params)` resolves with the data or rejects with the ApiError, for callers that wait on it (a form
 * shell, a confirm dialog). `prepare(params)` is the call made ready for a form or an action to show and send.
 * `isPending` and `error` describe the latest call.
 */
export function useApiMutation<M extends ApiMethod>(method: M, options: MutationOptions<M> = {}) {
  const [state, setState] = useState<MutationState>({ isPending: false, error: null })
  const optionsRef = useRef(options)
  optionsRef.current = options
  // a page that can send fetches the client once it has shown (the sign-in pages start without it), so sending
  // does not wait for the download and the first paint does not wait for the client; a failure here is the
  // send's to report
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => loadApiClient().catch(() => {}))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])

  const mutateAsync = useCallback(
    async (params: ApiParams<M>): Promise<ApiData<M>> => {
      setState({ isPending: true, error: null })
      try {
        const data = await callApi(method, params)
        setState({ isPending: false, error: null })
        await optionsRef.current.onSuccess?.(data, params)
        return data
      } catch (e) {
        const error = asApiError(e)
        setState({ isPending: false, error })
        optionsRef.current.onError?.(error, params)
        throw error
      }
    },
    [method],
  )

  const mutate = useCallback(
    (params: ApiParams<M>) => {
      mutateAsync(params).catch(() => {
        // reported through `error` and `onError`; nothing waits on this call
      })
    },
    [mutateAsync],
  )

  /** The call with `params`, ready to show (Show request) and to send. */
  const prepare = useCallback(
    (params: ApiParams<M>, conceal?: readonly string[]): PreparedCall<M> => ({
      method,
      params,
      conceal,
      send: () => mutateAsync(params),
      fire: () => mutate(params),
    }),
    [method, mutateAsync, mutate],
  )

  const reset = useCallback(() => setState({ isPending: false, error: null }), [])
  return { mutate, mutateAsync, prepare, isPending: state.isPending, error: state.error, reset }
}
