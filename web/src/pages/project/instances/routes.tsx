import { type LoaderFunctionArgs, type Params, type RouteObject, redirect } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy, preloadCode } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'
import {
  instanceCreatePickers,
  instanceDiskList,
  instanceExternalIpList,
  instanceList,
  instanceNicList,
  instanceSortOf,
  instanceView,
} from './queries'

const instanceHandle = paramsHandle(['project', 'instance'], {
  crumb: (p) => p.instance,
  crumbPath: pb.instance,
})

const instanceOf = (params: Params) => requireParams(params, 'project', 'instance')

/** The page of the list the URL shows, in the order it asks for. */
export const instancesLoader = ({ params, request }: LoaderFunctionArgs) => {
  const sortBy = instanceSortOf(new URL(request.url).searchParams)
  return preload(instanceList(requireParams(params, 'project').project, sortBy).page(pageOfRequest(request)))
}

export const instanceCreateLoader = ({ params }: LoaderFunctionArgs) =>
  Promise.all(Object.values(instanceCreatePickers(requireParams(params, 'project').project)).map(preload))

/**
 * The instance, and beside it what its header shows of its network (the interfaces, which name its VPC, and its
 * external IPs); a failure of those shows in the header, not as the page's error.
 */
const instanceLoader = ({ params }: LoaderFunctionArgs) => {
  const instance = instanceOf(params)
  const network = [instanceNicList(instance), instanceExternalIpList(instance)]
  return Promise.all([preload(instanceView(instance)), ...network.map((q) => preload(q).catch(() => null))])
}

/** The charts' code, which the metrics tabs load apart: asked for as the navigation starts. */
const chartCode = preloadCode(() => import('~/components/chart/TimeSeriesChart'))

/** The instance list, the create form, an instance's page with its tabs, and its serial console. */
export const instancesRoutes: RouteObject[] = [
  {
    path: 'instances',
    handle: { crumb: 'Instances' },
    children: [
      { index: true, ...lazy(() => import('./InstancesPage')), loader: instancesLoader },
      {
        path: ':instance',
        handle: instanceHandle,
        children: [
          {
            ...lazy(() => import('./InstancePage')),
            loader: instanceLoader,
            children: [
              { index: true, loader: ({ params }) => redirect(pb.instance(instanceOf(params))) },
              {
                path: 'storage',
                ...lazy(() => import('./storage/StorageTab')),
                loader: ({ params }) => preload(instanceDiskList(instanceOf(params))),
              },
              {
                path: 'networking',
                ...lazy(() => import('./networking/NetworkingTab')),
                loader: ({ params }) =>
                  Promise.all([
                    preload(instanceNicList(instanceOf(params))),
                    preload(instanceExternalIpList(instanceOf(params))),
                  ]),
              },
              {
                path: 'connect',
                ...lazy(() => import('./connect/ConnectTab')),
                loader: ({ params }) => preload(instanceExternalIpList(instanceOf(params))),
              },
              {
                path: 'metrics',
                ...lazy(() => import('./metrics/MetricsTab')),
                loader: () => {
                  chartCode()
                  return null
                },
                children: [
                  {
                    index: true,
                    loader: ({ params }) => redirect(pb.instanceCpuMetrics(instanceOf(params))),
                  },
                  { path: 'cpu', ...lazy(() => import('./metrics/CpuMetricsTab')) },
                  { path: 'disk', ...lazy(() => import('./metrics/DiskMetricsTab')) },
                  { path: 'network', ...lazy(() => import('./metrics/NetworkMetricsTab')) },
                ],
              },
              { path: 'settings', ...lazy(() => import('./settings/SettingsTab')) },
            ],
          },
          {
            path: 'serial-console',
            ...lazy(() => import('./connect/SerialConsolePage')),
            loader: instanceLoader,
          },
        ],
      },
    ],
  },
  {
    path: 'instances-new',
    ...lazy(() => import('./create/InstanceCreateForm')),
    loader: instanceCreateLoader,
  },
]
