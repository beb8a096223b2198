import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ApiError } from '~/api/errors'
import { GenericErrorScreen, NotFoundScreen } from './ErrorScreen'
import { NoRoleNotice } from './NoRoleNotice'

/** What a route shows when its loader or render fails: 404s get Page not found, everything else the generic screen. */
export function RouteErrorScreen({ standalone }: { standalone?: boolean }) {
  const error = useRouteError()
  if (error instanceof ApiError && error.statusCode === 404) return <NotFoundScreen standalone={standalone} />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen standalone={standalone} />
  // a 404 thrown while rendering (a route param that is missing) arrives as the Response itself
  if (error instanceof Response && error.status === 404) return <NotFoundScreen standalone={standalone} />
  console.error(error)
  const forbidden = error instanceof ApiError && error.statusCode === 403
  return (
    <GenericErrorScreen standalone={standalone}>
      {error instanceof ApiError && <ErrorDetail error={error} />}
      {forbidden && <NoRoleNotice />}
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
