import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { fleetPolicy, siloGroups, siloPolicy, siloUsers } from '~/components/access/queries'
import { currentUserGroups, currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { siloView } from '~/pages/system/silos/queries'

/**
 * The silo's policy and the identities it names, and the signed-in user (whose own role a change may touch); for a
 * fleet viewer also the fleet's policy and the silo's role mapping, as a silo role may carry a fleet role.
 */
export const siloAccessLoader = () =>
  Promise.all([
    ...[siloPolicy, siloUsers, siloGroups, currentUserGroups].map((q) => preload(q)),
    preload(currentUserView).then((me) =>
      me.fleetViewer ? Promise.all([preload(fleetPolicy), preload(siloView(me.siloName))]) : null,
    ),
  ])

/**
 * The silo's role assignments (`/access`). Its forms to add a user or group and to change a role open over the
 * table from the URL's query (`?form=add`, `?form=change&identity=…`).
 */
export const siloAccessRoutes: RouteObject[] = [
  { path: 'access', ...lazy(() => import('./SiloAccessPage')), loader: siloAccessLoader },
]
