import { getResponse, type HttpHandler, http, type RequestHandler } from 'msw'

/**
 * The handlers as one handler that asks only those that could answer a request. msw asks every handler in turn
 * whether it answers, and each parses the request's cookies (in a browser, a read of `document.cookie`) and
 * compiles its path pattern to say so: with the API's hundreds of operations, that was most of a mocked
 * request's time. `baseUrl` says what the handlers' relative paths are relative to for a request, or that no
 * handler answers it (null).
 */
export function routed(handlers: RequestHandler[], baseUrl: (url: URL) => string | null): HttpHandler {
  const couldAnswer = routeFilter(handlers)
  return http.all('*', ({ request }) => {
    const url = new URL(request.url)
    const base = baseUrl(url)
    if (base === null) return undefined
    return getResponse(couldAnswer(request.method, url.pathname), request, { baseUrl: base })
  })
}

type Route = { handler: RequestHandler; method: string | null; segments: string[] | null }

/**
 * Leaves out, before msw asks, the handlers whose method or plain path (static segments and `:params`) cannot
 * match, comparing as msw does: without regard to case, one trailing slash allowed. A handler with any other
 * pattern, a predicate or a method pattern is always asked. The order of the handlers stays.
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
