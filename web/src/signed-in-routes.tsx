import { type RouteObject, redirect } from 'react-router'
import { preload } from './api/preload'
import { rememberSilo } from './api/session'
import { currentUserView } from './components/current-user'
import AuthenticatedLayout from './layouts/AuthenticatedLayout'
import { RouteErrorScreen } from './pages/errors/RouteErrorScreen'
import { projectRoutes } from './pages/project/routes'
import { settingsRoutes } from './pages/settings/routes'
import { siloRoutes } from './pages/silo/routes'
import { systemRoutes } from './pages/system/routes'
import { pb } from './util/paths'

/**
 * The signed-in area, one route file per area: silo, project, settings and system, in the shell of the
 * authenticated layout. Only screens that are built are routed; every other path shows Page not found. Forms are
 * child routes of the list they open over, so the list stays visible behind the side modal. Loaders live here,
 * beside the lazy pages, so a route's data is asked for as its code is: in parallel.
 */
export const routes: RouteObject[] = [
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
        errorElement: <RouteErrorScreen />,
        children: [...siloRoutes, ...projectRoutes, ...settingsRoutes, ...systemRoutes],
      },
    ],
  },
]
