import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { accessTokenList } from './queries'

export const accessTokensLoader = ({ request }: LoaderFunctionArgs) =>
  preload(accessTokenList().page(pageOfRequest(request)))

/** The user's access tokens. */
export const accessTokensRoutes: RouteObject[] = [
  { path: 'settings/access-tokens', ...lazy(() => import('./AccessTokensPage')), loader: accessTokensLoader },
]
