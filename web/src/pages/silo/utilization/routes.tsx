import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** What the silo has provisioned against its quotas, now and over time. */
export const siloUtilizationRoutes: RouteObject[] = [
  { path: 'utilization', ...lazy(() => import('./SiloUtilizationPage')) },
]
