import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { projectPolicy, siloGroups, siloPolicy, siloUsers } from '~/components/access/queries'
import { currentUserGroups, currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'

/** The project's policy and the silo's (whose roles apply to the project too), the identities, the user. */
export const projectAccessLoader = ({ params }: LoaderFunctionArgs) =>
  Promise.all(
    [
      projectPolicy(requireParams(params, 'project').project),
      siloPolicy,
      siloUsers,
      siloGroups,
      currentUserView,
      currentUserGroups,
    ].map((q) => preload(q)),
  )

/**
 * A project's role assignments (`projects/{project}/access`). Its forms to add a user or group and to change a
 * role open over the table from the URL's query (`?form=add`, `?form=change&identity=…`).
 */
export const projectAccessRoutes: RouteObject[] = [
  { path: 'access', ...lazy(() => import('./ProjectAccessPage')), loader: projectAccessLoader },
]
