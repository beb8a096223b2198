import type { RouteObject } from 'react-router'
import { preloadRouteModule } from './route-chunks'

/** What a lazily loaded route module exports: the page as its default, and its handle (and loader) if any. */
export type RouteModule = {
  default: React.ComponentType
  loader?: RouteObject['loader']
  handle?: unknown
}

type LazyLoad = (() => Promise<Pick<RouteObject, 'Component' | 'loader' | 'handle'>>) & { module?: string }

/**
 * A route whose code loads only when it is first visited (or prefetched): `lazy(() => import('./Page'))`. The
 * build adds which module it is (scripts/route-chunks.mjs), so that all of its chunks are requested at once.
 * Its loader belongs in the route tree, beside this, so the data starts with the navigation, not after the
 * code; a loader the module exports still works, but waits for the code.
 */
export function lazy(load: () => Promise<RouteModule>, module?: string): { lazy: LazyLoad } {
  const lazyLoad: LazyLoad = async () => {
    if (module) preloadRouteModule(module)
    const m = await load()
    return { Component: m.default, loader: m.loader, handle: m.handle }
  }
  lazyLoad.module = module
  return { lazy: lazyLoad }
}

type LazyRoutes = (() => Promise<RouteObject[]>) & { module?: string }

/**
 * Routes whose definitions (and the loaders in them) load only when a URL first needs them:
 * `lazyRoutes(() => import('./more-routes'))`, for a module that exports them as `routes`. Like `lazy`, the build
 * adds which module it is, so that all of its chunks are requested at once.
 */
export function lazyRoutes(load: () => Promise<{ routes: RouteObject[] }>, module?: string): LazyRoutes {
  const loadRoutes: LazyRoutes = async () => {
    if (module) preloadRouteModule(module)
    return (await load()).routes
  }
  loadRoutes.module = module
  return loadRoutes
}

type CodePreload = (() => void) & { module?: string }

/**
 * Code a page loads apart and shows later (a chart's), asked for as a navigation to the page starts rather than
 * once the page has rendered: `const chartCode = preloadCode(() => import('./Chart'))` in the route file,
 * `chartCode()` in the route's loader. Like `lazy`, the build adds which module it is, so that
 * all of its chunks are requested at once. A failure is the page's to report, when its own import asks again.
 */
export function preloadCode(load: () => Promise<unknown>, module?: string): CodePreload {
  const start: CodePreload = () => {
    if (module) preloadRouteModule(module)
    load().catch(() => {
      // the page's own import asks again, and reports a failure then
    })
  }
  start.module = module
  return start
}
