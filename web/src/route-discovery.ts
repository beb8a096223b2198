import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router'
import { ROOT_ROUTE_ID } from './shell-routes'
import { loadOnce } from './util/load-once'

/**
 * What the signed-in area's module gives (signed-in-routes.tsx): its routes, the id of its route of pages, and
 * how to load the System area's routes that go under it.
 */
export type SignedInArea = {
  routes: RouteObject[]
  PAGES_ROUTE_ID: string
  loadSystemRoutes: () => Promise<RouteObject[]>
}

/** The part of a router that takes routes after it is made. */
type PatchableRouter = {
  readonly routes: RouteObject[]
  patchRoutes: (routeId: string | null, children: RouteObject[]) => void
}

/** Whether a URL's path is in the System area, whose routes load only for URLs under /system. */
export const isSystemPath = (path: string) => /^\/system(\/|$)/.test(path)

/**
 * How the router finds the routes the entry leaves out, as URLs first need them: the signed-in area's under the
 * root when a URL matches nothing public (only Page not found), and the System area's under the signed-in pages
 * when a URL's path is under /system. A failed download is not kept: the next navigation asks again.
 */
export function routeDiscovery(loadArea: () => Promise<SignedInArea>) {
  const signedIn = loadOnce(loadArea)
  const system = loadOnce(async () => {
    const area = await signedIn()
    return { id: area.PAGES_ROUTE_ID, routes: await area.loadSystemRoutes() }
  })
  let areaAdded = false
  let systemAdded = false

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({
    path,
    matches,
    patch,
    signal,
  }) => {
    // asked for before the signed-in area is waited for, so that it follows that module at once
    const systemArea = isSystemPath(path) && !systemAdded ? system() : undefined
    // a public page matches a route of its own; a URL that only Page not found matches may be a signed-in page
    if (!areaAdded && !matches.some((m) => m.route.path && m.route.path !== '*')) {
      patch(ROOT_ROUTE_ID, (await signedIn()).routes)
      // the router adds nothing for a navigation another has replaced: the next one adds them
      areaAdded = !signal.aborted
    }
    if (systemArea && areaAdded) {
      const { id, routes } = await systemArea
      patch(id, routes)
      systemAdded = !signal.aborted
    }
  }

  /**
   * Loads the code and data of the page at `to` ahead of a click, through `prefetchPath`: a System page's too,
   * from anywhere in the signed-in area, by adding the System area's routes first.
   */
  const prefetch = (
    router: PatchableRouter,
    to: string,
    prefetchPath: (routes: RouteObject[], to: string) => void,
  ) => {
    const { pathname } = new URL(to, window.location.origin)
    if (systemAdded || !areaAdded || !isSystemPath(pathname)) return prefetchPath(router.routes, to)
    system().then(
      ({ id, routes }) => {
        if (!systemAdded) router.patchRoutes(id, routes)
        systemAdded = true
        prefetchPath(router.routes, to)
      },
      () => {
        // a failed prefetch costs nothing: the navigation itself will load and report
      },
    )
  }

  return { patchRoutesOnNavigation, prefetch }
}
