import { type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router'
import { AppLoading } from './components/AppLoading'
import { AuthLayout } from './layouts/AuthLayout'
import { RootLayout } from './layouts/RootLayout'
import { NotFoundScreen } from './pages/errors/ErrorScreen'
import { RouteErrorScreen } from './pages/errors/RouteErrorScreen'
import { pb } from './util/paths'

type RouteModule = {
  default: React.ComponentType
  loader?: RouteObject['loader']
  handle?: unknown
}

/** A route whose code loads only when it is first visited (or prefetched). */
const lazy = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const m = await load()
    return { Component: m.default, loader: m.loader, handle: m.handle }
  },
})

/**
 * The whole route tree. Only screens that are built are routed; every other path shows Page not found.
 * Forms are child routes of the list they open over, so the list stays visible behind the side modal.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen standalone />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      { index: true, loader: () => redirect(pb.projects()) },
      {
        element: <AuthLayout />,
        children: [
          { path: 'login/:silo/local', ...lazy(() => import('./pages/auth/login/LoginLocalPage')) },
          { path: 'login/:silo/saml/:provider', ...lazy(() => import('./pages/auth/login/LoginSamlPage')) },
          { path: 'device/verify', ...lazy(() => import('./pages/auth/device/DeviceVerifyPage')) },
          { path: 'device/success', ...lazy(() => import('./pages/auth/device/DeviceSuccessPage')) },
        ],
      },
      {
        ...lazy(() => import('./layouts/AuthenticatedLayout')),
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              {
                ...lazy(() => import('./pages/silo/projects/ProjectsPage')),
                children: [
                  { path: 'projects' },
                  { path: 'projects-new', ...lazy(() => import('./pages/silo/projects/ProjectCreateForm')) },
                  {
                    path: 'projects/:project/edit',
                    ...lazy(() => import('./pages/silo/projects/ProjectEditForm')),
                  },
                ],
              },
              {
                path: 'lookup/instances/:instance',
                ...lazy(() => import('./pages/silo/lookup/InstanceLookupPage')),
              },
              { path: 'lookup/i/:instance', ...lazy(() => import('./pages/silo/lookup/InstanceLookupPage')) },
              {
                ...lazy(() => import('./pages/silo/images/SiloImagesPage')),
                children: [
                  { path: 'images' },
                  {
                    path: 'images/:image/edit',
                    ...lazy(() => import('./pages/silo/images/SiloImageEditPage')),
                  },
                ],
              },
              {
                path: 'projects/:project',
                ...lazy(() => import('./layouts/ProjectLayout')),
                children: [
                  {
                    index: true,
                    loader: ({ params }) => redirect(pb.instances({ project: params.project! })),
                  },
                  // instances: list, create, detail tabs, serial console
                  {
                    path: 'instances',
                    handle: { crumb: 'Instances' },
                    children: [
                      { index: true, ...lazy(() => import('./pages/project/instances/InstancesPage')) },
                      {
                        path: ':instance',
                        handle: {
                          crumb: (p: Record<string, string | undefined>) => p.instance ?? '',
                          crumbPath: (p: Record<string, string | undefined>) =>
                            pb.instance({ project: p.project ?? '', instance: p.instance ?? '' }),
                        },
                        children: [
                          {
                            ...lazy(() => import('./pages/project/instances/InstancePage')),
                            children: [
                              {
                                index: true,
                                loader: ({ params }) =>
                                  redirect(
                                    pb.instance({ project: params.project!, instance: params.instance! }),
                                  ),
                              },
                              {
                                path: 'storage',
                                ...lazy(() => import('./pages/project/instances/StorageTab')),
                              },
                              {
                                path: 'networking',
                                ...lazy(() => import('./pages/project/instances/NetworkingTab')),
                              },
                              {
                                path: 'connect',
                                ...lazy(() => import('./pages/project/instances/ConnectTab')),
                              },
                              {
                                path: 'settings',
                                ...lazy(() => import('./pages/project/instances/SettingsTab')),
                              },
                            ],
                          },
                          {
                            path: 'serial-console',
                            ...lazy(() => import('./pages/project/instances/SerialConsolePage')),
                          },
                        ],
                      },
                    ],
                  },
                  {
                    path: 'instances-new',
                    ...lazy(() => import('./pages/project/instances/create/InstanceCreateForm')),
                  },
                  // storage: disks, snapshots, images
                  {
                    ...lazy(() => import('./pages/project/disks/DisksPage')),
                    children: [
                      { path: 'disks' },
                      { path: 'disks-new', ...lazy(() => import('./pages/project/disks/DiskCreateForm')) },
                    ],
                  },
                  {
                    ...lazy(() => import('./pages/project/snapshots/SnapshotsPage')),
                    children: [
                      { path: 'snapshots' },
                      {
                        path: 'snapshots-new',
                        ...lazy(() => import('./pages/project/snapshots/SnapshotCreateForm')),
                      },
                      {
                        path: 'snapshots/:snapshot/images-new',
                        ...lazy(() => import('./pages/project/snapshots/ImageFromSnapshotForm')),
                      },
                    ],
                  },
                  {
                    ...lazy(() => import('./pages/project/images/ProjectImagesPage')),
                    children: [
                      { path: 'images' },
                      { path: 'images-new', ...lazy(() => import('./pages/project/images/ImageUploadForm')) },
                      {
                        path: 'images/:image/edit',
                        ...lazy(() => import('./pages/project/images/ProjectImageEditPage')),
                      },
                    ],
                  },
                ],
              },
              { path: 'settings', loader: () => redirect(pb.profile()) },
              { path: 'settings/profile', ...lazy(() => import('./pages/settings/profile/ProfilePage')) },
              { path: 'system/silos', ...lazy(() => import('./pages/system/silos/SilosPage')) },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundScreen standalone /> },
    ],
  },
]

/** Loads a route's code and runs its loaders ahead of a click, so the page opens with its data. */
export function prefetchPath(to: string) {
  const url = new URL(to, window.location.origin)
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    const load = match.route.lazy
    if (typeof load !== 'function') continue
    load()
      .then((mod) => {
        const loader = (mod as { loader?: (args: LoaderFunctionArgs) => unknown }).loader
        const args = { params: match.params, request: new Request(url), context: undefined }
        return loader?.({ ...args, url, pattern: match.route.path ?? '' } as LoaderFunctionArgs)
      })
      .catch(() => {
        // a failed prefetch costs nothing: the navigation itself will fetch and report
      })
  }
}
