import type { HttpHandler, RequestHandler } from 'msw'
import { routed } from './routed'

/**
 * The generated handlers use relative paths, which msw resolves against `location`. Node has no `location`, so
 * there they would never match: this resolves them against each request's own origin, whatever host a test or
 * client uses.
 */
export const anyOrigin = (handlers: RequestHandler[]): HttpHandler => routed(handlers, (url) => url.origin)
