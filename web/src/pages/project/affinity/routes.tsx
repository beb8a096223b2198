import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'

const affinityCrumb = paramsHandle(['project'], { crumb: 'Affinity', crumbPath: pb.affinity })

/** A group's page with its edit form over it, the same for both kinds. */
const groupPage = (): RouteObject => ({
  ...lazy(() => import('./GroupPage')),
  children: [{ index: true }, { path: 'edit', ...lazy(() => import('./GroupEditForm')) }],
})

/**
 * The list of both kinds of group with the create form over it, and each group's page. Anti-affinity groups
 * live under `affinity/`, affinity groups under `affinity-groups/`, so the two kinds may share a name.
 */
export const affinityRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./AffinityPage')),
    children: [{ path: 'affinity' }, { path: 'affinity-new', ...lazy(() => import('./GroupCreateForm')) }],
  },
  {
    path: 'affinity',
    handle: affinityCrumb,
    children: [
      {
        path: ':antiAffinityGroup',
        handle: paramsHandle(['project', 'antiAffinityGroup'], {
          crumb: (p) => p.antiAffinityGroup,
          crumbPath: pb.antiAffinityGroup,
        }),
        children: [groupPage()],
      },
    ],
  },
  {
    path: 'affinity-groups',
    handle: affinityCrumb,
    children: [
      { index: true, loader: ({ params }) => redirect(pb.affinity(requireParams(params, 'project'))) },
      {
        path: ':affinityGroup',
        handle: paramsHandle(['project', 'affinityGroup'], {
          crumb: (p) => p.affinityGroup,
          crumbPath: pb.affinityGroup,
        }),
        children: [groupPage()],
      },
    ],
  },
]
