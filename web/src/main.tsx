import './styles/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { setFallbackSilo, setSessionNavigator } from './api/session'
import { setPrefetcher } from './components/prefetch'
import { loadRouteChunks } from './components/route-chunks'
import { applyTheme, storedTheme } from './components/theme'
import { prefetchPath, routes } from './routes'

async function start() {
  applyTheme(storedTheme())
  await loadRouteChunks()
  // A positive test of the define lets esbuild drop the mock, and everything it imports, from production builds.
  if (process.env.MOCK === 'true') {
    const mock = await import('~mock/browser')
    await mock.startMockWorker()
    setFallbackSilo(mock.DEFAULT_SILO_NAME)
  }
  const router = createBrowserRouter(routes)
  setSessionNavigator(
    (to, opts) => router.navigate(to, opts),
    () => {
      const { pathname, search } = router.state.navigation.location ?? router.state.location
      return pathname + search
    },
  )
  setPrefetcher(prefetchPath)
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

start()
