import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { instanceList } from '~/pages/project/instances/queries'
import { snapshotList } from '~/pages/project/snapshots/queries'
import { pb } from '~/util/paths'
import { diskList, diskSourceLists, diskView } from './queries'

/** The page of disks the URL shows, and the instances their rows name. */
export const disksLoader = ({ params, request }: LoaderFunctionArgs) => {
  const { project } = requireParams(params, 'project')
  return Promise.all([
    preload(diskList(project).page(pageOfRequest(request))),
    preload(instanceList(project).all()),
  ])
}

export const diskCreateLoader = ({ params }: LoaderFunctionArgs) =>
  Promise.all(diskSourceLists(requireParams(params, 'project').project).map(preload))

/** A disk, the instances that name where it is attached, and the project's snapshots, which it has some of. */
export const diskLoader = ({ params }: LoaderFunctionArgs) => {
  const { project, disk } = requireParams(params, 'project', 'disk')
  return Promise.all([
    preload(diskView({ project, disk })),
    preload(instanceList(project).all()),
    preload(snapshotList(project).all()).catch(() => null),
  ])
}

const disksCrumb = paramsHandle(['project'], { crumb: 'Disks', crumbPath: pb.disks })

/** The disk list, with the create form over it, and each disk's page. */
export const disksRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./DisksPage')),
    loader: disksLoader,
    children: [
      { path: 'disks' },
      { path: 'disks-new', ...lazy(() => import('./DiskCreateForm')), loader: diskCreateLoader },
    ],
  },
  {
    path: 'disks/:disk',
    handle: disksCrumb,
    children: [
      {
        index: true,
        handle: paramsHandle(['project', 'disk'], { crumb: (p) => p.disk, crumbPath: pb.disk }),
        ...lazy(() => import('./DiskPage')),
        loader: diskLoader,
      },
    ],
  },
]
