import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The system update: target release, progress, repositories and trust roots. */
export const updateRoutes: RouteObject[] = [{ path: 'system/update', ...lazy(() => import('./UpdatePage')) }]
