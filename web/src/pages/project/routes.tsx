import { type RouteObject, redirect } from 'react-router'
import { preload } from '~/api/preload'
import { preloadMyRoles } from '~/components/permissions/preload-my-roles'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { projectView } from '~/pages/silo/projects/queries'
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
    handle: paramsHandle(['project'], { crumb: (p) => p.project, crumbPath: pb.instances }),
    // a 404 here is Page not found for every page under the project; the policies and the user's groups, read
    // beside it, say which of the project's actions the user's roles allow, and a failure there decides nothing
    loader: ({ params }) => {
      const { project } = requireParams(params, 'project')
      return Promise.all([preload(projectView(project)), preloadMyRoles({ project })])
    },
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
