import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { lazy, preloadCode } from '~/components/lazy-route'
import { siloUtilization } from './queries'

/** The charts' code, which the page loads apart: asked for as the navigation starts. */
const chartCode = preloadCode(() => import('~/components/chart/TimeSeriesChart'))

/** What the silo has provisioned against its quotas, now and over time. */
export const siloUtilizationRoutes: RouteObject[] = [
  {
    path: 'utilization',
    ...lazy(() => import('./SiloUtilizationPage')),
    loader: () => {
      chartCode()
      return preload(siloUtilization)
    },
  },
]
