import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** An instance by its id alone, resolved to its page. */
export const lookupRoutes: RouteObject[] = [
  { path: 'lookup/instances/:instance', ...lazy(() => import('./InstanceLookupPage')) },
  { path: 'lookup/i/:instance', ...lazy(() => import('./InstanceLookupPage')) },
]
