import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The snapshot list, with the snapshot form and the image-from-snapshot form over it. */
export const snapshotsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SnapshotsPage')),
    children: [
      { path: 'snapshots' },
      { path: 'snapshots-new', ...lazy(() => import('./SnapshotCreateForm')) },
      { path: 'snapshots/:snapshot/images-new', ...lazy(() => import('./ImageFromSnapshotForm')) },
    ],
  },
]
