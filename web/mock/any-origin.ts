import { getResponse, type HttpHandler, http, type RequestHandler } from 'msw'

/**
 * The generated handlers use relative paths, which msw resolves against
 * `location`. Node has no `location`, so there they would never match: this
 * wraps them in one handler that resolves them against each request's own
 * origin, whatever host a test or client uses.
 */
export function anyOrigin(handlers: RequestHandler[]): HttpHandler {
  return http.all('*', ({ request }) =>
    getResponse(handlers, request, { baseUrl: new URL(request.url).origin }),
  )
}
