import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { pb } from '~/util/paths'

/** The rack's support bundles: the list with its create form, and each bundle's page with its comment form. */
export const supportBundlesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SupportBundlesPage')),
    children: [
      { path: 'system/support-bundles' },
      { path: 'system/support-bundles-new', ...lazy(() => import('./SupportBundleCreateForm')) },
    ],
  },
  {
    handle: { crumb: 'Support bundles', crumbPath: pb.supportBundles },
    children: [
      {
        path: 'system/support-bundles/:bundleId',
        ...lazy(() => import('./SupportBundlePage')),
        children: [{ path: 'edit', ...lazy(() => import('./SupportBundleEditForm')) }],
      },
    ],
  },
]
