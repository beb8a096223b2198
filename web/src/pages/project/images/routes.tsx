import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { requireParams } from '~/components/route-params'
import { projectImageList, projectImageView } from './queries'

export const projectImagesLoader = ({ params, request }: LoaderFunctionArgs) =>
  preload(projectImageList(requireParams(params, 'project').project).page(pageOfRequest(request)))

export const projectImageEditLoader = ({ params }: LoaderFunctionArgs) =>
  preload(projectImageView(requireParams(params, 'project', 'image')))

/** The project's images, with the upload form and an image's details over the list. */
export const projectImagesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./ProjectImagesPage')),
    loader: projectImagesLoader,
    children: [
      { path: 'images' },
      { path: 'images-new', ...lazy(() => import('./ImageUploadForm')) },
      {
        path: 'images/:image/edit',
        ...lazy(() => import('./ProjectImageEditPage')),
        loader: projectImageEditLoader,
      },
    ],
  },
]
