import { Outlet } from 'react-router'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { behindFleetGate, requireFleetViewer } from '~/pages/system/fleet-gate'
import { networkingRoutes } from '~/pages/system/networking/routes'
import { renderRoutes } from '~/testing/render-routes'

/** The networking pages at `path`, behind the system's fleet check as in the app, under their breadcrumbs. */
export function renderNetworking(path: string) {
  return renderRoutes(
    [
      {
        loader: requireFleetViewer,
        errorElement: <RouteErrorScreen />,
        element: (
          <>
            <Breadcrumbs />
            <Outlet />
          </>
        ),
        children: behindFleetGate(networkingRoutes),
      },
    ],
    path,
  )
}
