import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { fleetPolicy, siloGroups, siloPolicy, siloUsers } from '~/components/access/queries'
import { currentUserGroups, currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { siloView } from '~/pages/system/silos/queries'
import { builtinUserList } from './queries'

/**
 * The fleet's policy, the identities it names, the signed-in user, and their silo's policy and role mapping
 * (which give fleet roles too), and the built-in users listed below them.
 */
export const systemAccessLoader = () =>
  Promise.all([
    ...[fleetPolicy, siloUsers, siloGroups, currentUserGroups, siloPolicy].map((q) => preload(q)),
    preload(currentUserView).then((me) => preload(siloView(me.siloName))),
    preload(builtinUserList().all()).catch(() => null),
  ])

/**
 * The fleet's role assignments (`system/access`), for fleet viewers like the rest of the system view. Its forms to
 * add a user or group and to change a role open over the table from the URL's query.
 */
export const systemAccessRoutes: RouteObject[] = [
  { path: 'system/access', ...lazy(() => import('./SystemAccessPage')), loader: systemAccessLoader },
]
