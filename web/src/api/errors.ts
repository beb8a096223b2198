import { capitalize } from '~/util/format'
/**
 * The error catalogue: turns a failed API result into the message a user sees. Server messages are
 * written for logs, so most only get their first letter capitalised; a few common cases are reworded.
 */
import type { ErrorResult } from './__generated__/http-client'

export const DEVICE_CODE_INVALID = 'Code is invalid'

export const FORBIDDEN_MESSAGE = 'Action not authorized'
const UNKNOWN_SERVER_ERROR = 'Unknown server error'
const UNREADABLE_RESPONSE = 'Error reading API response'
export const API_UNREACHABLE = 'Could not reach the API. Check your network connection and try again.'

type ApiErrorInit = {
  message: string
  errorCode?: string
  statusCode?: number
  requestId?: string
}

/** What every failed call rejects with; `message` is ready to show. */
export class ApiError extends Error {
  override name = 'ApiError'
  errorCode?: string
  statusCode?: number
  requestId?: string

  constructor({ message, errorCode, statusCode, requestId }: ApiErrorInit) {
    super(message)
    this.errorCode = errorCode
    this.statusCode = statusCode
    this.requestId = requestId
  }
}

const ACRONYMS = new Set(['vpc', 'ip', 'ssh', 'idp', 'saml', 'scim', 'bgp'])

/**
 * The kind of thing whose name is taken. Nexus says `already exists: project "foo"`; without that,
 * the operation name tells us: `vpcSubnetCreate` -> `Subnet`.
 */
function conflictingThing(message: string | undefined, method: string): string | null {
  const fromMessage = message?.match(/already exists: ([a-z][\w -]*?)\s*(?:"|$)/i)?.[1]
  if (fromMessage) {
    const words = fromMessage
      .split(/[-_ ]+/)
      .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w))
    return capitalize(words.join(' '))
  }

  const words = method.split(/(?=[A-Z])/)
  const createAt = words.indexOf('Create')
  return createAt > 0 ? capitalize(words[createAt - 1]) : null
}

/** A parse error's detail without the position, which means nothing to a user. */
function parseErrorMessage(error: Error | undefined): string {
  const detail = (error?.message ?? '')
    .replace(/^JSON\.parse:\s*/, '')
    .replace(/ at line \d+ column \d+( of the JSON data)?/, '')
    .trim()
  return detail ? capitalize(detail) : UNREADABLE_RESPONSE
}

function serverErrorMessage(method: string, errorCode: string | undefined, message: string | undefined) {
  switch (errorCode) {
    case 'Forbidden':
      return FORBIDDEN_MESSAGE
    case 'ObjectAlreadyExists': {
      const thing = conflictingThing(message, method)
      if (thing) return `${thing} name already exists`
      break
    }
  }
  // ObjectNotFound is covered here too: its server message reads fine once capitalised
  return message ? capitalize(message) : UNKNOWN_SERVER_ERROR
}

export function processServerError(method: string, result: ErrorResult): ApiError {
  const statusCode = result.response?.status

  if (result.type === 'client_error') {
    console.error(`Error reading the response to ${method}`, {
      statusCode,
      error: result.error,
      text: result.text,
    })
    return new ApiError({ message: parseErrorMessage(result.error), statusCode })
  }

  // the body of an error response is not guaranteed to be the documented shape (e.g. a proxy's page)
  const data: Partial<typeof result.data> = result.data ?? {}
  const errorCode = data.errorCode ?? undefined
  const serverMessage = typeof data.message === 'string' ? data.message : undefined
  const error = new ApiError({
    message: serverErrorMessage(method, errorCode, serverMessage),
    errorCode,
    statusCode,
    requestId: data.requestId,
  })
  console.error(`${method} failed`, {
    statusCode,
    errorCode,
    requestId: data.requestId,
    serverMessage,
  })
  return error
}

/**
 * A call that got no response at all (the network is down, the host unreachable, the connection dropped):
 * `fetch` rejects with a browser-specific TypeError whose text means nothing to a user.
 */
export function processNetworkError(method: string, error: unknown): ApiError {
  console.error(`${method} got no response`, { error })
  return new ApiError({ message: API_UNREACHABLE })
}
