import type { RouteObject } from 'react-router'

/** The user's access tokens. */
export const accessTokensRoutes: RouteObject[] = []
