import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { systemAccessRoutes } from './access/routes'

/** The operator's view of the whole system, for fleet viewers only. */
export const systemRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SystemLayout')),
    children: [{ path: 'system/silos', ...lazy(() => import('./silos/SilosPage')) }, ...systemAccessRoutes],
  },
]
