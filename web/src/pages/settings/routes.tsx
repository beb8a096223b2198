import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { pb } from '~/util/paths'
import { accessTokensRoutes } from './access-tokens/routes'
import { sshKeysRoutes } from './ssh-keys/routes'

/** The signed-in user's own settings. */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', loader: () => redirect(pb.profile()) },
  { path: 'settings/profile', ...lazy(() => import('./profile/ProfilePage')) },
  ...sshKeysRoutes,
  ...accessTokensRoutes,
]
