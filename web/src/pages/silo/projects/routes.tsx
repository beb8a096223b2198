import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { preloadMyRoles } from '~/components/permissions/preload-my-roles'
import { requireParams } from '~/components/route-params'
import { projectList, projectView } from './queries'

/** The page of the project list the URL shows, and what says whether the user may create one. */
export const projectsLoader = ({ request }: LoaderFunctionArgs) =>
  Promise.all([preload(projectList().page(pageOfRequest(request))), preloadMyRoles()])

export const projectEditLoader = ({ params }: LoaderFunctionArgs) =>
  preload(projectView(requireParams(params, 'project').project))

/** The project list, with its create and edit forms over it. */
export const projectsRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./ProjectsPage')),
    loader: projectsLoader,
    children: [
      { path: 'projects' },
      { path: 'projects-new', ...lazy(() => import('./ProjectCreateForm')) },
      {
        path: 'projects/:project/edit',
        ...lazy(() => import('./ProjectEditForm')),
        loader: projectEditLoader,
      },
    ],
  },
]
