import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'
import { sshKeyList, sshKeyView } from './queries'

export const sshKeysLoader = ({ request }: LoaderFunctionArgs) =>
  preload(sshKeyList().page(pageOfRequest(request)))

/** The other keys: their names are avoided when one is suggested, and the same key is not added twice. */
export const sshKeyCreateLoader = () => preload(sshKeyList().all())

export const sshKeyEditLoader = ({ params }: LoaderFunctionArgs) =>
  preload(sshKeyView(requireParams(params, 'sshKey').sshKey))

/** The user's SSH keys: the list, the create form and each key's panel, both over the list. */
export const sshKeysRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SshKeysPage')),
    loader: sshKeysLoader,
    children: [
      { path: 'settings/ssh-keys' },
      {
        path: 'settings/ssh-keys-new',
        ...lazy(() => import('./SshKeyCreateForm')),
        loader: sshKeyCreateLoader,
      },
      {
        path: 'settings/ssh-keys/:sshKey/edit',
        ...lazy(() => import('./SshKeyEditPage')),
        loader: sshKeyEditLoader,
      },
    ],
  },
]
