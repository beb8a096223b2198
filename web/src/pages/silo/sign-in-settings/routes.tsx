import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { preloadMyRoles } from '~/components/permissions/preload-my-roles'
import { authSettings } from './queries'

/** The settings, who is signed in (the page names their silo), and whether they may change them. */
export const signInSettingsLoader = () =>
  Promise.all([preload(authSettings), preload(currentUserView), preloadMyRoles()])

/** The silo's sign-in settings (`/sign-in-settings`), with their edit form over them. */
export const signInSettingsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SignInSettingsPage')),
    loader: signInSettingsLoader,
    children: [
      { path: 'sign-in-settings' },
      { path: 'sign-in-settings/edit', ...lazy(() => import('./SignInSettingsEditForm')) },
    ],
  },
]
