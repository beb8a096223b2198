import { type RouteObject, redirect } from 'react-router'
import { preload } from '~/api/preload'
import { currentUserGroups } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { pb } from '~/util/paths'
import { accessTokensRoutes } from './access-tokens/routes'
import { sshKeysRoutes } from './ssh-keys/routes'

/** The signed-in user's own settings. */
export const settingsRoutes: RouteObject[] = [
  { path: 'settings', loader: () => redirect(pb.profile()) },
  // the user comes from the signed-in shell's loader; the profile adds their groups
  {
    path: 'settings/profile',
    ...lazy(() => import('./profile/ProfilePage')),
    loader: () => preload(currentUserGroups),
  },
  ...sshKeysRoutes,
  ...accessTokensRoutes,
]
