import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { currentUserGroups, currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { siloGroups, siloPolicy, siloUsers } from './queries'

/** The silo's policy and the identities it names, and the signed-in user (whose own role a change may touch). */
export const siloAccessLoader = () =>
  Promise.all([siloPolicy, siloUsers, siloGroups, currentUserView, currentUserGroups].map((q) => preload(q)))

/**
 * The silo's role assignments (`/access`). Its forms to add a user or group and to change a role open over the
 * table from the URL's query (`?form=add`, `?form=change&identity=…`).
 */
export const siloAccessRoutes: RouteObject[] = [
  { path: 'access', ...lazy(() => import('./SiloAccessPage')), loader: siloAccessLoader },
]
