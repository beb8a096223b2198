import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { lazy } from '~/components/lazy-route'
import { preloadMyRoles } from '~/components/permissions/preload-my-roles'
import { requireParams } from '~/components/route-params'
import { projectPickerPage } from '~/pages/silo/projects/queries'
import { siloImageList, siloImageView } from './queries'

// the demote dialog's project picker: started with the page, but not worth delaying it for
const preloadProjectPicker = () => preload(projectPickerPage).catch(() => undefined)

export const siloImagesLoader = ({ request }: LoaderFunctionArgs) => {
  preloadProjectPicker()
  return Promise.all([preload(siloImageList().page(pageOfRequest(request))), preloadMyRoles()])
}

export const siloImageEditLoader = ({ params }: LoaderFunctionArgs) => {
  preloadProjectPicker()
  return Promise.all([preload(siloImageView(requireParams(params, 'image').image)), preloadMyRoles()])
}

/** Silo images, with an image's details over the list. */
export const siloImagesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./SiloImagesPage')),
    loader: siloImagesLoader,
    children: [
      { path: 'images' },
      {
        path: 'images/:image/edit',
        ...lazy(() => import('./SiloImageEditPage')),
        loader: siloImageEditLoader,
      },
    ],
  },
]
