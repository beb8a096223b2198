import type { RouteObject } from 'react-router'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { systemRoutes } from '~/pages/system/routes'
import { renderRoutes } from '~/testing/render-routes'

const routes: RouteObject[] = [{ path: '/', errorElement: <RouteErrorScreen />, children: systemRoutes }]

/** The system area's real route tree at `path`, for the silo pages' tests. */
export const renderSystem = (path: string) => renderRoutes(routes, path)
