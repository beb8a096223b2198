import { type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router'
import { PREFETCH_DELAY_MS } from '~/util/constants'

type Prefetcher = (to: string) => void

// The router registers how to warm a route (its code and its loader's data); links only know the URL.
let prefetcher: Prefetcher = () => {}
const done = new Set<string>()

export function setPrefetcher(fn: Prefetcher) {
  prefetcher = fn
}

/** Warms a route once per page load; the SWR cache keeps its data fresh after that. */
function prefetchRoute(to: string) {
  if (done.has(to)) return
  done.add(to)
  prefetcher(to)
}

/** Event handlers that prefetch `to` after the pointer or focus rests on a link for 100 ms. */
export function prefetchHandlers(to: string) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const start = () => {
    clearTimeout(timer)
    timer = setTimeout(() => prefetchRoute(to), PREFETCH_DELAY_MS)
  }
  const cancel = () => clearTimeout(timer)
  return { onMouseEnter: start, onFocus: start, onMouseLeave: cancel, onBlur: cancel }
}

/**
 * Loads a route's code and runs its loaders ahead of a click, so the page opens with its data: what the
 * router's prefetcher does with the routes it holds.
 */
export function prefetchPath(routes: RouteObject[], to: string) {
  const url = new URL(to, window.location.origin)
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    const { lazy: load, loader } = match.route
    const args = { params: match.params, request: new Request(url), context: undefined }
    const run = (fn: unknown) =>
      typeof fn === 'function'
        ? fn({ ...args, url, pattern: match.route.path ?? '' } as LoaderFunctionArgs)
        : null
    const code = typeof load === 'function' ? load() : Promise.resolve(undefined)
    // a loader in the route tree starts with the code; one that its module exports has to wait for it
    const data =
      typeof loader === 'function'
        ? Promise.resolve().then(() => run(loader))
        : code.then((mod) => run((mod as { loader?: unknown } | undefined)?.loader))
    Promise.all([code, data]).catch(() => {
      // a failed prefetch costs nothing: the navigation itself will fetch and report
    })
  }
}
