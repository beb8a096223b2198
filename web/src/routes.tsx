import type { RouteObject } from 'react-router'
import { systemRoutes } from './pages/system/routes'
import { loadSignedInArea, publicRoutes, rootRoute } from './shell-routes'
import { signedInArea } from './signed-in-routes'

/** The signed-in area with the System area's routes under its pages, as the browser holds it on a System page. */
const signedInRoutes = signedInArea(systemRoutes)

export { loadSignedInArea, signedInRoutes, systemRoutes }

/**
 * The whole route tree at once, as the browser's router holds it once the signed-in routes and the System area's
 * have loaded: for tests, and for the build's tools that list every page (the embed manifest, the first-load
 * budgets).
 */
export const routes: RouteObject[] = [rootRoute([...publicRoutes, ...signedInRoutes])]
