import type { RouteObject } from 'react-router'

/** The system update: target release, progress, repositories and trust roots. */
export const updateRoutes: RouteObject[] = []
