import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'
import { preloadReferences } from '~/components/row-references/preload-references'
import { instanceById } from '~/pages/project/instances/queries'
import { floatingIpList, floatingIpView, projectIpPoolList } from './queries'

/** The page of addresses and the pools they come from, then the instances its rows are attached to, by id. */
export const floatingIpsLoader = async ({ params, request }: LoaderFunctionArgs) => {
  const { project } = requireParams(params, 'project')
  const [page] = await Promise.all([
    preload(floatingIpList(project).page(pageOfRequest(request))),
    preload(projectIpPoolList().all()),
  ])
  await preloadReferences(
    page.items.map((f) => f.instanceId),
    instanceById,
  )
  return null
}

/** The silo's pools, and whether the user may read their ranges (fleet viewers). */
export const floatingIpCreateLoader = () =>
  Promise.all([preload(projectIpPoolList().all()), preload(currentUserView)])

/** The address and the silo's pools, then the instance it is attached to, by its id. */
export const floatingIpEditLoader = async ({ params }: LoaderFunctionArgs) => {
  const selector = requireParams(params, 'project', 'floatingIp')
  const [fip] = await Promise.all([preload(floatingIpView(selector)), preload(projectIpPoolList().all())])
  await preloadReferences([fip.instanceId], instanceById)
  return null
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
