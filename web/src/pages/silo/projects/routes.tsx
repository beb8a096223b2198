import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The project list, with its create and edit forms over it. */
export const projectsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./ProjectsPage')),
    children: [
      { path: 'projects' },
      { path: 'projects-new', ...lazy(() => import('./ProjectCreateForm')) },
      { path: 'projects/:project/edit', ...lazy(() => import('./ProjectEditForm')) },
    ],
  },
]
