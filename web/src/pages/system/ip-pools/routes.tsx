import type { RouteObject } from 'react-router'

/** The system's IP pools: the list, each pool's page with its ranges and silos, and their forms. */
export const ipPoolsRoutes: RouteObject[] = []
