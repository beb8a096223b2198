import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { ApiCacheProvider } from '~/api'
import { setSessionNavigator } from '~/api/session'
import { ConfirmDialogHost } from '~/components/ConfirmDialogHost'
import { RequestsDialogHost } from '~/components/show-request/RequestsDialogHost'
import { Toaster } from '~/components/Toaster'
import { LocaleProvider } from '~/ui/LocaleProvider'

/** Renders routes at `path` the way the app does (SWR settings, toasts, confirms), in a memory router. */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderInMemoryRouter(routes, path, { hosts: true })
}

/** Renders routes that bring their own toasts and confirms (the whole tree's root layout does). */
export function renderInMemoryRouter(routes: RouteObject[], path: string, { hosts }: { hosts: boolean }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  setSessionNavigator(
    (to, opts) => router.navigate(to, opts),
    () => {
      const { pathname, search } = router.state.navigation.location ?? router.state.location
      return pathname + search
    },
  )
  const utils = render(
    <LocaleProvider>
      <ApiCacheProvider isolated>
        <RouterProvider router={router} />
        {hosts && (
          <>
            <Toaster />
            <ConfirmDialogHost />
            <RequestsDialogHost />
          </>
        )}
      </ApiCacheProvider>
    </LocaleProvider>,
  )
  return { ...utils, router }
}
