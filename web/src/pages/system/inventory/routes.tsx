import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'
import { inventoryLists, sledDiskList, sledInstanceList, sledView } from './queries'

/** What the sled route's loader returns: the serial its crumb (and the page title) names the sled by. */
type SledCrumb = { serial: string }

const sledHandle = paramsHandle(['sledId'], {
  // the id until the sled is read (e.g. on the error screen of a sled that does not exist)
  crumb: (p, data) => (data as SledCrumb | undefined)?.serial ?? p.sledId,
  crumbPath: pb.sled,
})

/** The rack summary and the sled and disk tabs under it all show the lists the summary reads whole. */
export const inventoryLoader = () => Promise.all(inventoryLists().map(preload))

export const sledLoader = async ({ params }: LoaderFunctionArgs): Promise<SledCrumb> => {
  const sled = await preload(sledView(requireParams(params, 'sledId').sledId))
  return { serial: sled.baseboard.serial }
}

export const sledInstancesLoader = ({ params, request }: LoaderFunctionArgs) =>
  preload(sledInstanceList(requireParams(params, 'sledId').sledId).page(pageOfRequest(request)))

export const sledDisksLoader = ({ params, request }: LoaderFunctionArgs) =>
  preload(sledDiskList(requireParams(params, 'sledId').sledId).page(pageOfRequest(request)))

/** The rack's hardware: sleds and physical disks, and each sled's page. */
export const inventoryRoutes: RouteObject[] = [
  {
    path: 'system/inventory',
    handle: { crumb: 'Inventory', crumbPath: pb.sledInventory },
    children: [
      {
        ...lazy(() => import('./InventoryPage')),
        loader: inventoryLoader,
        children: [
          { index: true, loader: () => redirect(pb.sledInventory()) },
          { path: 'sleds', ...lazy(() => import('./SledsTab')) },
          { path: 'disks', ...lazy(() => import('./DisksTab')) },
        ],
      },
      {
        path: 'sleds/:sledId',
        handle: sledHandle,
        loader: sledLoader,
        children: [
          {
            ...lazy(() => import('./SledPage')),
            children: [
              { index: true, loader: ({ params }) => redirect(pb.sled(requireParams(params, 'sledId'))) },
              { path: 'instances', ...lazy(() => import('./SledInstancesTab')), loader: sledInstancesLoader },
              { path: 'disks', ...lazy(() => import('./SledDisksTab')), loader: sledDisksLoader },
            ],
          },
        ],
      },
    ],
  },
]
