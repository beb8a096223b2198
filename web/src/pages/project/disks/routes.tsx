import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'
import { instanceList } from '~/pages/project/instances/queries'
import { diskList, diskSourceLists } from './queries'

/** The page of disks the URL shows, and the instances their rows name. */
export const disksLoader = ({ params, request }: LoaderFunctionArgs) => {
  const { project } = requireParams(params, 'project')
  return Promise.all([
    preload(diskList(project).page(pageOfRequest(request))),
    preload(instanceList(project).all()),
  ])
}

export const diskCreateLoader = ({ params }: LoaderFunctionArgs) =>
  Promise.all(diskSourceLists(requireParams(params, 'project').project).map(preload))

/** The disk list, with the create form over it. */
export const disksRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./DisksPage')),
    loader: disksLoader,
    children: [
      { path: 'disks' },
      { path: 'disks-new', ...lazy(() => import('./DiskCreateForm')), loader: diskCreateLoader },
    ],
  },
]
