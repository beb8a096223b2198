import { getResponse, type HttpHandler, http, type RequestHandler } from 'msw'

/**
 * The generated handlers use relative paths, which msw resolves against
 * `location`. Node has no `location`, so there they would never match: this
 * wraps them in one handler that resolves them against each request's own
 * origin, whatever host a test or client uses.
 */
export function anyOrigin(handlers: RequestHandler[]): HttpHandler {
  const couldAnswer = routeFilter(handlers)
  return http.all('*', ({ request }) => {
    const url = new URL(request.url)
    return getResponse(couldAnswer(request.method, url.pathname), request, { baseUrl: url.origin })
  })
}

type Route = { handler: RequestHandler; method: string | null; segments: string[] | null }

/**
 * msw asks the handlers in turn whether they answer a request, and each parses the request's cookies and
 * compiles its path pattern to say so: with the API's hundreds of operations, that was two thirds of a mocked
 * request's time. This leaves out, before msw asks, the handlers whose method or plain path (static segments
 * and `:params`) cannot match, comparing as msw does: without regard to case, one trailing slash allowed. A
 * handler with any other pattern, a predicate or a method pattern is always asked.
 */
function routeFilter(handlers: RequestHandler[]) {
  const routes: Route[] = handlers.map((handler) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown }
    const plain = typeof path === 'string' && /^\/[\w\-./:]*$/.test(path) && !path.includes('//')
    return {
      handler,
      method: typeof method === 'string' ? method.toUpperCase() : null,
      segments: plain ? segmentsOf(path).map((s) => (s.startsWith(':') ? s : s.toLowerCase())) : null,
    }
  })
  return (method: string, pathname: string): RequestHandler[] => {
    const verb = method.toUpperCase()
    const asked = segmentsOf(pathname)
    const fits = (segments: string[]) =>
      segments.length === asked.length &&
      segments.every((s, i) => (s.startsWith(':') ? asked[i] !== '' : s === asked[i].toLowerCase()))
    return routes
      .filter((r) => (r.method === null || r.method === verb) && (r.segments === null || fits(r.segments)))
      .map((r) => r.handler)
  }
}

const segmentsOf = (path: string) => path.replace(/\/$/, '').split('/')
