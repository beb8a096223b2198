import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The fleet's capacity, what silos are allotted and have provisioned, now and over time. */
export const systemUtilizationRoutes: RouteObject[] = [
  { path: 'system/utilization', ...lazy(() => import('./SystemUtilizationPage')) },
]
