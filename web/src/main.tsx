import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { loadApiClient } from './api/client'
import { setFallbackSilo, setSessionNavigator } from './api/session'
import { prefetchPath, setPrefetcher } from './components/prefetch'
import { loadSignedInStyles } from './components/signed-in-styles'
import { applyTheme, storedTheme } from './components/theme'
import { routeDiscovery } from './route-discovery'
import { loadSignedInArea, publicRoutes, rootRoute } from './shell-routes'
import { LocaleProvider } from './ui/LocaleProvider'

async function start() {
  applyTheme(storedTheme())
  // A positive test of the define lets esbuild drop the mock, and everything it imports, from production builds.
  if (process.env.MOCK === 'true') {
    const mock = await import('~mock/browser')
    await mock.startMockWorker()
    setFallbackSilo(mock.DEFAULT_SILO_NAME)
  }
  // The entry holds the public routes; the signed-in area's, and within it the System area's, are added as URLs
  // need them. The area's stylesheet and the API client come with its routes, whose loaders start reading at once.
  const discovery = routeDiscovery(() =>
    Promise.all([loadSignedInArea(), loadSignedInStyles(), loadApiClient()]).then(([area]) => area),
  )
  const router = createBrowserRouter([rootRoute(publicRoutes)], {
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  })
  setSessionNavigator(
    (to, opts) => router.navigate(to, opts),
    () => {
      const { pathname, search } = router.state.navigation.location ?? router.state.location
      return pathname + search
    },
  )
  setPrefetcher((to) => discovery.prefetch(router, to, prefetchPath))
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
