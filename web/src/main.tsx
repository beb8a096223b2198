import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { loadApiClient } from './api/client'
import { setFallbackSilo, setSessionNavigator } from './api/session'
import { prefetchPath, setPrefetcher } from './components/prefetch'
import { loadSignedInStyles } from './components/signed-in-styles'
import { applyTheme, storedTheme } from './components/theme'
import { loadSignedInRoutes, publicRoutes, ROOT_ROUTE_ID, rootRoute } from './shell-routes'
import { LocaleProvider } from './ui/LocaleProvider'

async function start() {
  applyTheme(storedTheme())
  // A positive test of the define lets esbuild drop the mock, and everything it imports, from production builds.
  if (process.env.MOCK === 'true') {
    const mock = await import('~mock/browser')
    await mock.startMockWorker()
    setFallbackSilo(mock.DEFAULT_SILO_NAME)
  }
  let signedIn: ReturnType<typeof loadSignedInRoutes> | undefined
  const router = createBrowserRouter([rootRoute(publicRoutes)], {
    // A URL that only Page not found matches may be a signed-in page: add those routes first, then match. A public
    // page (sign-in, device) matches a route of its own and never loads them. (Adding the same routes twice is a
    // no-op for the router.)
    patchRoutesOnNavigation: async ({ matches, patch }) => {
      if (matches.some((m) => m.route.path && m.route.path !== '*')) return
      // the area's stylesheet and the API client come with its routes, whose loaders start reading at once
      signedIn ??= Promise.all([loadSignedInRoutes(), loadSignedInStyles(), loadApiClient()]).then(
        ([routes]) => routes,
        (error) => {
          signedIn = undefined // not kept: the next navigation asks again (the error screen may reload first)
          throw error
        },
      )
      patch(ROOT_ROUTE_ID, await signedIn)
    },
  })
  setSessionNavigator(
    (to, opts) => router.navigate(to, opts),
    () => {
      const { pathname, search } = router.state.navigation.location ?? router.state.location
      return pathname + search
    },
  )
  setPrefetcher((to) => prefetchPath(router.routes, to))
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </StrictMode>,
  )
}

start()
