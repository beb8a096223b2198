import type { RouteObject } from 'react-router'

/** A project's role assignments (`projects/{project}/access`) and the forms to add, change and remove them. */
export const projectAccessRoutes: RouteObject[] = []
