import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'
import { instanceList } from '~/pages/project/instances/queries'
import { floatingIpList, floatingIpView, projectIpPoolList } from './queries'

/** The page of addresses, the instances they are attached to, and the pools they come from. */
export const floatingIpsLoader = ({ params, request }: LoaderFunctionArgs) => {
  const { project } = requireParams(params, 'project')
  return Promise.all([
    preload(floatingIpList(project).page(pageOfRequest(request))),
    preload(instanceList(project).all()),
    preload(projectIpPoolList().all()),
  ])
}

/** The silo's pools, and whether the user may read their ranges (fleet viewers). */
export const floatingIpCreateLoader = () =>
  Promise.all([preload(projectIpPoolList().all()), preload(currentUserView)])

export const floatingIpEditLoader = ({ params }: LoaderFunctionArgs) => {
  const selector = requireParams(params, 'project', 'floatingIp')
  return Promise.all([
    preload(floatingIpView(selector)),
    preload(instanceList(selector.project).all()),
    preload(projectIpPoolList().all()),
  ])
}

/** The floating IP list with its create and edit forms over it. */
export const floatingIpsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./FloatingIpsPage')),
    loader: floatingIpsLoader,
    children: [
      { path: 'floating-ips' },
      {
        path: 'floating-ips-new',
        ...lazy(() => import('./FloatingIpCreateForm')),
        loader: floatingIpCreateLoader,
      },
      {
        path: 'floating-ips/:floatingIp/edit',
        ...lazy(() => import('./FloatingIpEditForm')),
        loader: floatingIpEditLoader,
      },
    ],
  },
]
