import { type RouteObject, redirect } from 'react-router'
import { lazy } from '~/components/lazy-route'
import { paramsHandle, type RouteHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'

const silosCrumb: RouteHandle = { crumb: 'Silos', crumbPath: pb.silos }
const siloCrumb = paramsHandle(['silo'], { crumb: (p) => p.silo, crumbPath: pb.silo })

/**
 * The silos of the system: the list, the create form, and a silo's page with its tabs (identity providers with
 * their forms, IP pools, quotas, fleet roles, users with their forms), each tab a URL of its own.
 */
export const silosRoutes: RouteObject[] = [
  { path: 'system/silos', ...lazy(() => import('./SilosPage')) },
  {
    handle: silosCrumb,
    children: [
      { path: 'system/silos-new', ...lazy(() => import('./create/SiloCreateForm')) },
      {
        path: 'system/silos/:silo',
        handle: siloCrumb,
        children: [
          {
            ...lazy(() => import('./SiloPage')),
            children: [
              { index: true, loader: ({ params }) => redirect(pb.silo(requireParams(params, 'silo'))) },
              {
                ...lazy(() => import('./idps/IdpsTab')),
                children: [
                  { path: 'idps' },
                  { path: 'idps-new', ...lazy(() => import('./idps/IdpCreateForm')) },
                  { path: 'idps/saml/:provider', ...lazy(() => import('./idps/IdpPanel')) },
                ],
              },
              { path: 'ip-pools', ...lazy(() => import('./ip-pools/SiloIpPoolsTab')) },
              { path: 'quotas', ...lazy(() => import('./quotas/QuotasTab')) },
              { path: 'fleet-roles', ...lazy(() => import('./fleet-roles/FleetRolesTab')) },
              {
                ...lazy(() => import('./users/UsersTab')),
                children: [
                  { path: 'users' },
                  {
                    path: 'users-new',
                    ...lazy(() => import('./users/UserCreateForm')),
                  },
                  {
                    path: 'users/:userId/set-password',
                    ...lazy(() => import('./users/SetPasswordForm')),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]
