import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/**
 * What needs an operator's attention across the rack (`/system/health`). No loader: each part of the page reads
 * on its own and shows its answer, or its error, as it comes, so no read holds the page back and no failure
 * takes the others with it (and the reads of other pages stay out of the System area's route table).
 */
export const healthRoutes: RouteObject[] = [{ path: 'system/health', ...lazy(() => import('./HealthPage')) }]
