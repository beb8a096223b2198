import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The floating IP list with its create and edit forms over it. */
export const floatingIpsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./FloatingIpsPage')),
    children: [
      { path: 'floating-ips' },
      { path: 'floating-ips-new', ...lazy(() => import('./FloatingIpCreateForm')) },
      { path: 'floating-ips/:floatingIp/edit', ...lazy(() => import('./FloatingIpEditForm')) },
    ],
  },
]
