import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The disk list, with the create form over it. */
export const disksRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./DisksPage')),
    children: [{ path: 'disks' }, { path: 'disks-new', ...lazy(() => import('./DiskCreateForm')) }],
  },
]
