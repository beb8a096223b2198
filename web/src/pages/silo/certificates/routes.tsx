import type { RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { preloadMyRoles } from '~/components/permissions/preload-my-roles'
import { certificateList } from './queries'

/**
 * The certificates, who is signed in (the form checks a new one against the silo's DNS name) and whether they may
 * change them.
 */
export const certificatesLoader = () =>
  Promise.all([preload(certificateList), preload(currentUserView), preloadMyRoles()])

/** The silo's certificates (`/certificates`), with the form that adds one over the list. */
export const certificatesRoutes: RouteObject[] = [
  {
    ...lazy(() => import('./CertificatesPage')),
    loader: certificatesLoader,
    children: [
      { path: 'certificates' },
      { path: 'certificates-new', ...lazy(() => import('./CertificateCreateForm')) },
    ],
  },
]
