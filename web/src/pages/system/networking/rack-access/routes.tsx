import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { lazy } from '~/components/lazy-route'
import { allowList, inboundIcmp } from '~/pages/system/networking/queries'
import { pb } from '~/util/paths'

export const rackAccessLoader = () => Promise.all([preload(allowList), preload(inboundIcmp)])

/** Access to the rack's API (`/system/networking/rack-access`), with the allow-list's form over it. */
export const rackAccessRoutes: RouteObject[] = [
  {
    handle: { crumb: 'Rack access', crumbPath: pb.rackAccess },
    children: [
      {
        ...lazy(() => import('./RackAccessPage')),
        loader: rackAccessLoader,
        children: [
          { path: 'system/networking/rack-access' },
          {
            path: 'system/networking/rack-access/allow-list-edit',
            ...lazy(() => import('./AllowListForm')),
          },
        ],
      },
    ],
  },
]
