import { HttpResponse } from 'msw'

/**
 * JSON error responses in the shape Nexus uses. Each helper returns a Response;
 * handlers `throw` it, which the generated handler wrapper passes through as-is.
 */
export function apiError(status: number, errorCode: string, message: string): Response {
  return HttpResponse.json({ error_code: errorCode, message, request_id: crypto.randomUUID() }, { status })
}

/** 404 for a lookup, with the message Nexus would give: `not found: project with name "x"` */
export function notFound(type: string, by: 'name' | 'id', value: string): Response {
  return apiError(404, 'ObjectNotFound', `not found: ${type} with ${by} "${value}"`)
}

/** 400 for a name collision: `already exists: project "x"` */
export function alreadyExists(type: string, name: string): Response {
  return apiError(400, 'ObjectAlreadyExists', `already exists: ${type} "${name}"`)
}

export function badRequest(message: string): Response {
  return apiError(400, 'InvalidRequest', message)
}

export function unauthorized(): Response {
  return apiError(401, 'Unauthorized', 'credentials missing or invalid')
}

export function forbidden(): Response {
  return apiError(403, 'Forbidden', 'Action not authorized')
}

/**
 * Some generated handler types only allow a status code even though the real
 * endpoint answers with a body or headers (device auth, SAML redirects). Throwing
 * the Response gets it through the generated wrapper unchanged.
 */
export function respondWith(response: Response): never {
  throw response
}
