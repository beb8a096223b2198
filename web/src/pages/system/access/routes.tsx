import type { RouteObject } from 'react-router'

/** The fleet's role assignments (`system/access`) and the forms to add, change and remove them. */
export const systemAccessRoutes: RouteObject[] = []
