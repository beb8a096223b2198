import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { currentUserGroups, currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { siloGroups, siloUsers } from '~/pages/silo/access/queries'
import { fleetPolicy } from './queries'

/** The fleet's policy, the identities it names, and the signed-in user. */
export const systemAccessLoader = () =>
  Promise.all([fleetPolicy, siloUsers, siloGroups, currentUserView, currentUserGroups].map((q) => preload(q)))

/**
 * The fleet's role assignments (`system/access`), for fleet viewers like the rest of the system view. Its forms to
 * add a user or group and to change a role open over the table from the URL's query.
 */
export const systemAccessRoutes: RouteObject[] = [
  { path: 'system/access', ...lazy(() => import('./SystemAccessPage')), loader: systemAccessLoader },
]
