import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { preloadReferences } from '~/components/row-references/preload-references'
import { instanceById } from '~/pages/project/instances/queries'
import { snapshotById } from '~/pages/project/snapshots/queries'
import { pb } from '~/util/paths'
import { attachedInstanceId } from './attached-instance-id'
import { diskList, diskSnapshotsPage, diskSourcePages, diskView } from './queries'

/** The page of disks the URL shows, then the instances its rows are attached to, each by its id. */
export const disksLoader = async ({ params, request }: LoaderFunctionArgs) => {
  const { project } = requireParams(params, 'project')
  const page = await preload(diskList(project).page(pageOfRequest(request)))
  await preloadReferences(
    page.items.map((d) => attachedInstanceId(d.state)),
    instanceById,
  )
  return null
}

export const diskCreateLoader = ({ params }: LoaderFunctionArgs) =>
  Promise.all(diskSourcePages(requireParams(params, 'project').project).map((q) => preload(q)))

/**
 * A disk, then the instance it is attached to and the snapshot it was made from (each by its id), and the
 * project's snapshots that the page looks through for this disk's. Only the disk itself is the route's to fail.
 */
export const diskLoader = async ({ params }: LoaderFunctionArgs) => {
  const { project, disk } = requireParams(params, 'project', 'disk')
  const snapshots = preload(diskSnapshotsPage(project)).catch(() => null)
  const found = await preload(diskView({ project, disk }))
  await Promise.all([
    preloadReferences([attachedInstanceId(found.state)], instanceById),
    preloadReferences([found.snapshotId], snapshotById),
    snapshots,
  ])
  return null
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
