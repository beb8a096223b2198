import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'

const instanceHandle = paramsHandle(['project', 'instance'], {
  crumb: (p) => p.instance,
  crumbPath: pb.instance,
})

/** The instance list, the create form, an instance's page with its tabs, and its serial console. */
export const instancesRoutes: RouteObject[] = [
  {
    path: 'instances',
    handle: { crumb: 'Instances' },
    children: [
      { index: true, ...lazy(() => import('./InstancesPage')) },
      {
        path: ':instance',
        handle: instanceHandle,
        children: [
          {
            ...lazy(() => import('./InstancePage')),
            children: [
              {
                index: true,
                loader: ({ params }) => redirect(pb.instance(requireParams(params, 'project', 'instance'))),
              },
              { path: 'storage', ...lazy(() => import('./StorageTab')) },
              { path: 'networking', ...lazy(() => import('./NetworkingTab')) },
              {
                path: 'metrics',
                ...lazy(() => import('./MetricsTab')),
                children: [
                  {
                    index: true,
                    loader: ({ params }) =>
                      redirect(pb.instanceCpuMetrics(requireParams(params, 'project', 'instance'))),
                  },
                  { path: 'cpu', ...lazy(() => import('./CpuMetricsTab')) },
                  { path: 'disk', ...lazy(() => import('./DiskMetricsTab')) },
                  { path: 'network', ...lazy(() => import('./NetworkMetricsTab')) },
                ],
              },
              { path: 'connect', ...lazy(() => import('./ConnectTab')) },
              { path: 'settings', ...lazy(() => import('./SettingsTab')) },
            ],
          },
          { path: 'serial-console', ...lazy(() => import('./SerialConsolePage')) },
        ],
      },
    ],
  },
  { path: 'instances-new', ...lazy(() => import('./create/InstanceCreateForm')) },
]
