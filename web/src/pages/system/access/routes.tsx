import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/**
 * The fleet's role assignments (`system/access`), for fleet viewers like the rest of the system view. Its forms to
 * add a user or group and to change a role open over the table from the URL's query.
 */
export const systemAccessRoutes: RouteObject[] = [
  { path: 'system/access', ...lazy(() => import('./SystemAccessPage')) },
]
