import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** Silo images, with an image's details over the list. */
export const siloImagesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SiloImagesPage')),
    children: [
      { path: 'images' },
      { path: 'images/:image/edit', ...lazy(() => import('./SiloImageEditPage')) },
    ],
  },
]
