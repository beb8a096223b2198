import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/**
 * The silo's role assignments (`/access`). Its forms to add a user or group and to change a role open over the
 * table from the URL's query (`?form=add`, `?form=change&identity=…`).
 */
export const siloAccessRoutes: RouteObject[] = [{ path: 'access', ...lazy(() => import('./SiloAccessPage')) }]
