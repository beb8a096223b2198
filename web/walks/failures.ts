import { API_UNREACHABLE, FORBIDDEN_MESSAGE } from '~/api/errors'

/** A fault that makes every call to the mock fail, and what the error catalogue says about it. */
export type Failure = { name: string; spec: string; message: string }

// `/` is every path the mock answers: the API, sign-in and device login alike
export const SERVER_ERROR: Failure = { name: 'a 500', spec: '/=500', message: 'Internal Server Error' }
export const FORBIDDEN: Failure = { name: 'a 403', spec: '/=403', message: FORBIDDEN_MESSAGE }
export const NETWORK_ERROR: Failure = {
  name: 'a network error',
  spec: 'network-error=/',
  message: API_UNREACHABLE,
}

export const FAILURES = [SERVER_ERROR, FORBIDDEN, NETWORK_ERROR]
