import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The silos of the system. */
export const silosRoutes: RouteObject[] = [{ path: 'system/silos', ...lazy(() => import('./SilosPage')) }]
