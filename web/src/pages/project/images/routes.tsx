import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** The project's images, with the upload form and an image's details over the list. */
export const projectImagesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./ProjectImagesPage')),
    children: [
      { path: 'images' },
      { path: 'images-new', ...lazy(() => import('./ImageUploadForm')) },
      { path: 'images/:image/edit', ...lazy(() => import('./ProjectImageEditPage')) },
    ],
  },
]
