import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The user's SSH keys: the list, the create form and each key's panel, both over the list. */
export const sshKeysRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SshKeysPage')),
    children: [
      { path: 'settings/ssh-keys' },
      { path: 'settings/ssh-keys-new', ...lazy(() => import('./SshKeyCreateForm')) },
      { path: 'settings/ssh-keys/:sshKey/edit', ...lazy(() => import('./SshKeyEditPage')) },
    ],
  },
]
