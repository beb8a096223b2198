import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'
import { diskList } from '~/pages/project/disks/queries'
import { snapshotList, snapshotView } from './queries'

/** The page of snapshots the URL shows, and the disks they were taken of. */
export const snapshotsLoader = ({ params, request }: LoaderFunctionArgs) => {
  const { project } = requireParams(params, 'project')
  return Promise.all([
    preload(snapshotList(project).page(pageOfRequest(request))),
    preload(diskList(project).all()),
  ])
}

/** The disks a snapshot can be taken of. */
export const snapshotCreateLoader = ({ params }: LoaderFunctionArgs) =>
  preload(diskList(requireParams(params, 'project').project).all())

export const imageFromSnapshotLoader = ({ params }: LoaderFunctionArgs) =>
  preload(snapshotView(requireParams(params, 'project', 'snapshot')))

/** The snapshot list, with the snapshot form and the image-from-snapshot form over it. */
export const snapshotsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SnapshotsPage')),
    loader: snapshotsLoader,
    children: [
      { path: 'snapshots' },
      { path: 'snapshots-new', ...lazy(() => import('./SnapshotCreateForm')), loader: snapshotCreateLoader },
      {
        path: 'snapshots/:snapshot/images-new',
        ...lazy(() => import('./ImageFromSnapshotForm')),
        loader: imageFromSnapshotLoader,
      },
    ],
  },
]
