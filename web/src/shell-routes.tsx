import type { RouteObject } from 'react-router'
import { AppLoading } from './components/AppLoading'
import { AuthLayout } from './layouts/AuthLayout'
import { RootLayout } from './layouts/RootLayout'
import { authRoutes } from './pages/auth/routes'
import { NotFoundScreen } from './pages/errors/ErrorScreen'
import { RouteErrorScreen } from './pages/errors/RouteErrorScreen'

/** The id of the root route, under which the signed-in routes are added once a URL needs them. */
export const ROOT_ROUTE_ID = 'root'

/**
 * The routes the first download of every page holds: the public sign-in and device pages, and Page not found. A
 * signed-in page's URL (and `/`, which leads to the projects) matches none of them but Page not found's, so the
 * router asks for the signed-in routes (`loadSignedInArea`) before it settles on that.
 */
export const publicRoutes: RouteObject[] = [
  { element: <AuthLayout />, children: authRoutes },
  { path: '*', element: <NotFoundScreen standalone /> },
]

/** The root route over `children`: title, navigation progress, toasts and confirms; errors nothing below caught. */
export const rootRoute = (children: RouteObject[]): RouteObject => ({
  id: ROOT_ROUTE_ID,
  element: <RootLayout />,
  errorElement: <RouteErrorScreen standalone />,
  hydrateFallbackElement: <AppLoading />,
  children,
})

/**
 * The signed-in area's module (signed-in-routes.tsx): its routes with their loaders, most of the route tree, which
 * the sign-in and device pages never need, and how to load the System area's, which only URLs under /system
 * need. A host that sends each route's `Link` preloads (embed/README.md) delivers them with `index.html`, so a
 * signed-in page still asks for its code and its data in one round trip.
 */
export const loadSignedInArea = () => import('./signed-in-routes')
