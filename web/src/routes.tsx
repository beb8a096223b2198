import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router'
import { preload } from './api/preload'
import { rememberSilo } from './api/session'
import { AppLoading } from './components/AppLoading'
import { currentUserView } from './components/current-user'
import { lazy } from './components/lazy-route'
import { AuthLayout } from './layouts/AuthLayout'
import { RootLayout } from './layouts/RootLayout'
import { authRoutes } from './pages/auth/routes'
import { NotFoundScreen } from './pages/errors/ErrorScreen'
import { RouteErrorScreen } from './pages/errors/RouteErrorScreen'
import { projectRoutes } from './pages/project/routes'
import { settingsRoutes } from './pages/settings/routes'
import { siloRoutes } from './pages/silo/routes'
import { systemRoutes } from './pages/system/routes'
import { pb } from './util/paths'

/**
 * The whole route tree, one route file per area: public sign-in and device pages, then the signed-in silo,
 * project, settings and system areas. Only screens that are built are routed; every other path shows Page not
 * found. Forms are child routes of the list they open over, so the list stays visible behind the side modal.
 * Loaders live here, beside the lazy pages, so a route's data is asked for as its code is: in parallel.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen standalone />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { index: true, loader: () => redirect(pb.projects()) },
      { element: <AuthLayout />, children: authRoutes },
      {
        ...lazy(() => import('./layouts/AuthenticatedLayout')),
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
      { path: '*', element: <NotFoundScreen standalone /> },
    ],
  },
]

/** Loads a route's code and runs its loaders ahead of a click, so the page opens with its data. */
export function prefetchPath(to: string) {
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
