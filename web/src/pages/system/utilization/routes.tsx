import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy, preloadCode } from '~/components/lazy-route'
import { sledList } from '~/pages/system/inventory/queries'
import { siloUtilizationList } from './queries'

/** The charts' code, which the page loads apart: asked for as the navigation starts. */
const chartCode = preloadCode(() => import('~/components/chart/TimeSeriesChart'))

/** The fleet's capacity, what silos are allotted and have provisioned, now and over time. */
export const systemUtilizationRoutes: RouteObject[] = [
  {
    path: 'system/utilization',
    ...lazy(() => import('./SystemUtilizationPage')),
    loader: ({ request }: LoaderFunctionArgs) => {
      chartCode()
      return Promise.all([
        preload(sledList().all()),
        preload(siloUtilizationList().all()),
        preload(siloUtilizationList().page(pageOfRequest(request))),
      ])
    },
  },
]
