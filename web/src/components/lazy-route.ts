import type { RouteObject } from 'react-router'

/** What a lazily loaded route module exports: the page as its default, and its handle (and loader) if any. */
export type RouteModule = {
  default: React.ComponentType
  loader?: RouteObject['loader']
  handle?: unknown
}

/**
 * A route whose code loads only when it is first visited (or prefetched): `lazy(() => import('./Page'))`. Its
 * loader belongs in the route tree, beside this, so the data starts with the navigation, not after the code; a
 * loader the module exports still works, but waits for the code.
 */
export function lazy(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const m = await load()
      return { Component: m.default, loader: m.loader, handle: m.handle }
    },
  }
}

/**
 * Routes whose definitions (and the loaders in them) load only when a URL first needs them:
 * `lazyRoutes(() => import('./more-routes'))`, for a module that exports them as `routes`.
 */
export const lazyRoutes =
  (load: () => Promise<{ routes: RouteObject[] }>) => async (): Promise<RouteObject[]> =>
    (await load()).routes

/**
 * Code a page loads apart and shows later (a chart's), asked for as a navigation to the page starts rather than
 * once the page has rendered: `const chartCode = preloadCode(() => import('./Chart'))` in the route file,
 * `chartCode()` in the route's loader. A failure is the page's to report, when its own import asks again.
 */
export const preloadCode = (load: () => Promise<unknown>) => () => {
  load().catch(() => {
    // the page's own import asks again, and reports a failure then
  })
}
