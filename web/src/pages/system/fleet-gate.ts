import type { LoaderFunction, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { currentUserView } from '~/components/current-user'
import { preloadMyFleetRole } from '~/components/permissions/preload-my-roles'
import { pageNotFound } from '~/components/route-params'

/**
 * The system view is the operators' own: for anyone who is not a fleet viewer every page under it is Page not
 * found, rather than a page of refusals, so it does not even say what is there.
 */
export async function requireFleetViewer(): Promise<null> {
  const me = await preload(currentUserView)
  if (!me.fleetViewer) throw pageNotFound()
  return null
}

const gate =
  (loader: LoaderFunction): LoaderFunction =>
  async (...args) => {
    await requireFleetViewer()
    // what says which changes the user's fleet role allows, read beside the page's own reads
    const [data] = await Promise.all([loader(...args), preloadMyFleetRole()])
    return data
  }

/**
 * The routes with every loader, those of the route tree and those their lazy modules bring, made to wait for the
 * fleet check: React Router runs a page's loaders side by side, so without this a page's reads would go out with
 * the check and come back refused (403) for a user the check then turns away.
 */
export function behindFleetGate(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const gated = { ...route } as RouteObject
    if (typeof route.loader === 'function') gated.loader = gate(route.loader)
    const load = route.lazy
    if (typeof load === 'function') {
      const lazyGated = async () => {
        const loaded = await load()
        return typeof loaded.loader === 'function' ? { ...loaded, loader: gate(loaded.loader) } : loaded
      }
      gated.lazy = lazyGated
    }
    if (route.children) gated.children = behindFleetGate(route.children)
    return gated
  })
}
