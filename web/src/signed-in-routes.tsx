import { type RouteObject, redirect } from 'react-router'
import { preload } from './api/preload'
import { rememberSilo } from './api/session'
import { currentUserView } from './components/current-user'
import { lazyRoutes } from './components/lazy-route'
import AuthenticatedLayout from './layouts/AuthenticatedLayout'
import { RouteErrorScreen } from './pages/errors/RouteErrorScreen'
import { projectRoutes } from './pages/project/routes'
import { settingsRoutes } from './pages/settings/routes'
import { siloRoutes } from './pages/silo/routes'
import { pb } from './util/paths'

/** The id of the route of the signed-in area's pages, under which the System area's routes are added. */
export const PAGES_ROUTE_ID = 'signed-in-pages'

/**
 * The signed-in area, one route file per area: silo, project and settings, and `more` beside them (the System
 * area's, once a URL needs them), in the shell of the authenticated layout. Only screens that are built are routed;
 * every other path shows Page not found. Forms are child routes of the list they open over, so the list stays
 * visible behind the side modal. Loaders live here, beside the lazy pages, so a route's data is asked for as its
 * code is: in parallel.
 */
export const signedInArea = (more: RouteObject[] = []): RouteObject[] => [
  // `/` leads to the projects: with these routes, so that a host's preloads for it are the signed-in area's
  { index: true, loader: () => redirect(pb.projects()) },
  {
    // every signed-in page needs the shell: it comes with these routes, not after them
    Component: AuthenticatedLayout,
    // who is signed in, for the shell, and the silo to come back to when the session ends
    loader: async () => {
      rememberSilo((await preload(currentUserView)).siloName)
      return null
    },
    children: [
      {
        id: PAGES_ROUTE_ID,
        errorElement: <RouteErrorScreen />,
        children: [...siloRoutes, ...projectRoutes, ...settingsRoutes, ...more],
      },
    ],
  },
]

/** The signed-in area as the browser first adds it: without the System area's routes. */
export const routes = signedInArea()

/**
 * The System area's routes (system-routes.tsx), the largest part of the route tree, which only URLs under
 * /system need.
 */
export const loadSystemRoutes = lazyRoutes(() => import('./system-routes'))
