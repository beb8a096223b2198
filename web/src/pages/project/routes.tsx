import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'
import { projectAccessRoutes } from './access/routes'
import { affinityRoutes } from './affinity/routes'
import { disksRoutes } from './disks/routes'
import { floatingIpsRoutes } from './floating-ips/routes'
import { projectImagesRoutes } from './images/routes'
import { instancesRoutes } from './instances/routes'
import { snapshotsRoutes } from './snapshots/routes'
import { vpcsRoutes } from './vpcs/routes'

/** Everything inside one project; a project the user cannot see is Page not found for all of it. */
export const projectRoutes: RouteObject[] = [
  {
    path: 'projects/:project',
    ...lazy(() => import('./ProjectLayout')),
    children: [
      { index: true, loader: ({ params }) => redirect(pb.instances(requireParams(params, 'project'))) },
      ...instancesRoutes,
      ...disksRoutes,
      ...snapshotsRoutes,
      ...projectImagesRoutes,
      ...vpcsRoutes,
      ...floatingIpsRoutes,
      ...affinityRoutes,
      ...projectAccessRoutes,
    ],
  },
]
