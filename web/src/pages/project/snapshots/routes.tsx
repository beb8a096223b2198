import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { PICKER_PAGE_SIZE, pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'
import { preloadReferences } from '~/components/row-references/preload-references'
import { diskById, diskList, diskView } from '~/pages/project/disks/queries'
import { snapshotList, snapshotView } from './queries'

/** The page of snapshots the URL shows, then the disks its rows were taken of, each by its id. */
export const snapshotsLoader = async ({ params, request }: LoaderFunctionArgs) => {
  const { project } = requireParams(params, 'project')
  const page = await preload(snapshotList(project).page(pageOfRequest(request)))
  await preloadReferences(
    page.items.map((s) => s.diskId),
    diskById,
  )
  return null
}

/**
 * The first page of the disks a snapshot can be taken of (the picker searches the rest), and the disk `?disk=`
 * picks in advance, wherever it is in the list; one that cannot be read is simply not picked.
 */
export const snapshotCreateLoader = ({ params, request }: LoaderFunctionArgs) => {
  const { project } = requireParams(params, 'project')
  const disk = new URL(request.url).searchParams.get('disk')
  return Promise.all([
    preload(diskList(project).page({ limit: PICKER_PAGE_SIZE })),
    disk ? preload(diskView({ project, disk })).catch(() => null) : null,
  ])
}

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
