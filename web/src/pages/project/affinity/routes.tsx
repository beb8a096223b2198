import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { preload } from '~/api/preload'
import { PICKER_PAGE_SIZE } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { instanceList } from '~/pages/project/instances/queries'
import { pb } from '~/util/paths'
import { groupMemberList, groupView } from './group-kind'
import { groupFromParams } from './group-params'
import { affinityGroupLists } from './queries'

const affinityCrumb = paramsHandle(['project'], { crumb: 'Affinity', crumbPath: pb.affinity })

/** Both kinds of group; each row counts its members, and says so in its row if the count cannot be read. */
export async function affinityLoader({ params }: LoaderFunctionArgs) {
  const { project } = requireParams(params, 'project')
  const [anti, affinity] = await Promise.all(affinityGroupLists(project).map((q) => preload(q)))
  const members = [
    ...anti.items.map((g) => groupMemberList({ kind: 'anti-affinity', project, group: g.name })),
    ...affinity.items.map((g) => groupMemberList({ kind: 'affinity', project, group: g.name })),
  ]
  for (const q of members) preload(q).catch(() => undefined)
  return null
}

/** A group, its members, and the first page of the instances a member can be picked from. */
export const groupLoader = ({ params }: LoaderFunctionArgs) => {
  const selector = groupFromParams(params)
  return Promise.all([
    preload(groupView(selector)),
    preload(groupMemberList(selector)),
    preload(instanceList(selector.project).page({ limit: PICKER_PAGE_SIZE })),
  ])
}

/** A group's page with its edit form over it, the same for both kinds. */
const groupPage = (): RouteObject => ({
  ...lazy(() => import('./GroupPage')),
  loader: groupLoader,
  children: [{ index: true }, { path: 'edit', ...lazy(() => import('./GroupEditForm')) }],
})

/**
 * The list of both kinds of group with the create form over it, and each group's page. Anti-affinity groups
 * live under `affinity/`, affinity groups under `affinity-groups/`, so the two kinds may share a name.
 */
export const affinityRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./AffinityPage')),
    loader: affinityLoader,
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
