import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { lazy, preloadCode } from '~/components/lazy-route'
import { schemaPage } from './queries'

/** The charts' code, which the page loads apart: asked for as the navigation starts. */
const chartCode = preloadCode(() => import('~/components/chart/TimeSeriesChart'))
/** The results' code, which the page loads once there is a query to show. */
const resultsCode = preloadCode(() => import('./QueryResults'))

/** The timeseries the rack collects and OxQL queries over them, for fleet viewers. */
export const metricsRoutes: RouteObject[] = [
  {
    path: 'system/metrics',
    ...lazy(() => import('./MetricsExplorerPage')),
    loader: ({ request }: LoaderFunctionArgs) => {
      if (new URL(request.url).searchParams.get('query')) {
        resultsCode()
        chartCode()
      }
      return preload(schemaPage())
    },
    // a new query changes only the URL's query: the schemas read already stay
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
  },
]
