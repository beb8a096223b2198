import type { RouteObject } from 'react-router'

/** The silo's role assignments (`/access`) and the forms to add, change and remove them. */
export const siloAccessRoutes: RouteObject[] = []
