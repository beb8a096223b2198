import type { RouteObject } from 'react-router'
import { loadSignedInRoutes, publicRoutes, rootRoute } from './shell-routes'
import { routes as signedInRoutes } from './signed-in-routes'

export { loadSignedInRoutes, signedInRoutes }

/**
 * The whole route tree at once, as the browser's router holds it once the signed-in routes have loaded: for
 * tests, and for the build's tools that list every page (the embed manifest, the first-load budgets).
 */
export const routes: RouteObject[] = [rootRoute([...publicRoutes, ...signedInRoutes])]
