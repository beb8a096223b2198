import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The operator's view of the whole system. */
export const systemRoutes: RouteObject[] = [
  { path: 'system/silos', ...lazy(() => import('./silos/SilosPage')) },
]
