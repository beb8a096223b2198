import type { RouteObject } from 'react-router'
import { lazy } from '~/components/lazy-route'

/** Sign-in and device login: public, in the auth layout's centred card. */
export const authRoutes: RouteObject[] = [
  { path: 'login/:silo/local', ...lazy(() => import('./login/LoginLocalPage')) },
  { path: 'login/:silo/saml/:provider', ...lazy(() => import('./login/LoginSamlPage')) },
  { path: 'device/verify', ...lazy(() => import('./device/DeviceVerifyPage')) },
  { path: 'device/success', ...lazy(() => import('./device/DeviceSuccessPage')) },
]
