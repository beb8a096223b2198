import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The user's access tokens. */
export const accessTokensRoutes: RouteObject[] = [
  { path: 'settings/access-tokens', ...lazy(() => import('./AccessTokensPage')) },
]
