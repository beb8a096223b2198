import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'

const poolsCrumb = { crumb: 'IP pools', crumbPath: pb.ipPools }
const poolCrumb = paramsHandle(['pool'], { crumb: (p) => p.pool, crumbPath: pb.ipPool })

/** The system's IP pools: the list, each pool's page with its ranges and silos, and their forms. */
export const ipPoolsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./IpPoolsPage')),
    children: [
      { path: 'system/networking/ip-pools' },
      { path: 'system/networking/ip-pools-new', ...lazy(() => import('./IpPoolCreateForm')) },
    ],
  },
  {
    handle: poolsCrumb,
    children: [
      { path: 'system/networking/ip-pools-service', ...lazy(() => import('./ServicePoolPage')) },
      {
        path: 'system/networking/ip-pools/:pool',
        handle: poolCrumb,
        children: [
          {
            ...lazy(() => import('./IpPoolPage')),
            children: [
              {
                index: true,
                loader: ({ params }) => redirect(pb.ipPoolRanges(requireParams(params, 'pool'))),
              },
              { path: 'edit', ...lazy(() => import('./IpPoolEditForm')) },
              {
                ...lazy(() => import('./RangesTab')),
                children: [
                  { path: 'ranges' },
                  { path: 'ranges-add', ...lazy(() => import('./RangeAddForm')) },
                ],
              },
              { path: 'silos', ...lazy(() => import('./LinkedSilosTab')) },
            ],
          },
        ],
      },
    ],
  },
]
