import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { repositoryList, trustRootList, updateStatus } from './queries'

export const updateLoader = ({ request }: LoaderFunctionArgs) =>
  Promise.all([
    preload(updateStatus),
    preload(repositoryList().page(pageOfRequest(request))),
    preload(trustRootList().all()),
  ])

/** The system update: target release, progress, repositories and trust roots, with the forms that add them. */
export const updateRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./UpdatePage')),
    loader: updateLoader,
    children: [
      { path: 'system/update' },
      { path: 'system/update/repositories-new', ...lazy(() => import('./RepositoryUploadForm')) },
      { path: 'system/update/trust-roots-new', ...lazy(() => import('./TrustRootCreateForm')) },
    ],
  },
]
