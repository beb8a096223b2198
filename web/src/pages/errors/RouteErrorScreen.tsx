import { lazy, Suspense, useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ApiError } from '~/api/errors'
import { isCodeLoadError, reloadForNewCode } from '~/util/new-code'
import { GenericErrorScreen, NotFoundScreen } from './ErrorScreen'

// Only a refusal shows it, and it reads the API through SWR: it loads when needed, not with every page.
const NoRoleNotice = lazy(() => import('./NoRoleNotice'))

/** What a route shows when its loader or render fails: 404s get Page not found, everything else the generic screen. */
export function RouteErrorScreen({ standalone }: { standalone?: boolean }) {
  const error = useRouteError()
  // the console was updated under an open page: a load of the same URL brings the new version
  useEffect(() => {
    if (isCodeLoadError(error)) reloadForNewCode()
  }, [error])
  if (error instanceof ApiError && error.statusCode === 404) return <NotFoundScreen standalone={standalone} />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen standalone={standalone} />
  // a 404 thrown while rendering (a route param that is missing) arrives as the Response itself
  if (error instanceof Response && error.status === 404) return <NotFoundScreen standalone={standalone} />
  console.error(error)
  const forbidden = error instanceof ApiError && error.statusCode === 403
  return (
    <GenericErrorScreen standalone={standalone}>
      {error instanceof ApiError && <ErrorDetail error={error} />}
      {forbidden && (
        <Suspense fallback={null}>
          <NoRoleNotice />
        </Suspense>
      )}
    </GenericErrorScreen>
  )
}

/** What failed, in the catalogue's words, with the request id an administrator can look up. */
function ErrorDetail({ error }: { error: ApiError }) {
  return (
    <p>
      {error.message}
      {error.requestId && <span className="mono"> (request {error.requestId})</span>}
    </p>
  )
}
