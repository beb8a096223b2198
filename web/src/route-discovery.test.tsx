import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ApiCacheProvider } from '~/api'
import { prefetchPath } from '~/components/prefetch'
import { apiPaths } from '~/testing/api-paths'
import { LocaleProvider } from '~/ui/LocaleProvider'
import { katherine } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { isSystemPath, routeDiscovery } from './route-discovery'
import { publicRoutes, rootRoute } from './shell-routes'

setupMockServer()

describe('which URLs load the System area’s routes', () => {
  it.each([
    ['/system', true],
    ['/system/', true],
    ['/system/silos', true],
    ['/system/networking/ip-pools/default/ranges', true],
    ['/system/no-such-page', true],
    ['/', false],
    ['/projects', false],
    ['/projects/system/instances', false],
    ['/systems', false],
    ['/settings/profile', false],
    ['/login/engineering/local', false],
  ])('%s: %s', (path, loads) => {
    expect(isSystemPath(path)).toBe(loads)
  })
})

/**
 * The console's router as the browser makes it: the public routes, the rest discovered as URLs need them, counting
 * the loads of the System area's routes.
 */
function renderDiscovering(path: string) {
  const systemLoads: string[] = []
  const discovery = routeDiscovery(async () => {
    const area = await import('./signed-in-routes')
    return {
      ...area,
      loadSystemRoutes: () => {
        systemLoads.push(router.state.navigation.location?.pathname ?? router.state.location.pathname)
        return area.loadSystemRoutes()
      },
    }
  })
  const router = createMemoryRouter([rootRoute(publicRoutes)], {
    initialEntries: [path],
    patchRoutesOnNavigation: discovery.patchRoutesOnNavigation,
  })
  render(
    <LocaleProvider>
      <ApiCacheProvider isolated>
        <RouterProvider router={router} />
      </ApiCacheProvider>
    </LocaleProvider>,
  )
  return { router, discovery, systemLoads }
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 })

describe('the System area’s routes, discovered', () => {
  it('load with a System page opened directly, which shows', async () => {
    const { systemLoads } = renderDiscovering('/system/silos')
    expect(await heading('Silos')).toBeTruthy()
    expect(systemLoads).toEqual(['/system/silos'])
  })

  it('do not load with a project page, and load once on the way to a System page', async () => {
    const { router, systemLoads } = renderDiscovering('/projects')
    expect(await heading('Projects')).toBeTruthy()
    await router.navigate('/settings/profile')
    expect(await heading('Profile')).toBeTruthy()
    expect(systemLoads).toEqual([])
    await router.navigate('/system/utilization')
    expect(await heading('Utilization')).toBeTruthy()
    await router.navigate('/system/silos')
    expect(await heading('Silos')).toBeTruthy()
    expect(systemLoads).toEqual(['/system/utilization'])
  })

  it('leave an unknown System URL Page not found', async () => {
    const { router } = renderDiscovering('/system/no-such-page')
    expect(await heading('Page not found')).toBeTruthy()
    await router.navigate('/projects')
    expect(await heading('Projects')).toBeTruthy()
    await router.navigate('/system/still-no-such-page')
    expect(await heading('Page not found')).toBeTruthy()
  })

  it('leave a System page Page not found for someone who is not a fleet viewer', async () => {
    signIn(katherine)
    const sent = apiPaths()
    renderDiscovering('/system/silos')
    expect(await heading('Page not found')).toBeTruthy()
    expect(sent.filter((p) => p.startsWith('/v1/system/'))).toEqual([])
  })

  it('load when a System link is prefetched from another page, and the page’s data with them', async () => {
    const { router, discovery, systemLoads } = renderDiscovering('/projects')
    expect(await heading('Projects')).toBeTruthy()
    const sent = apiPaths()
    discovery.prefetch(router, '/system/silos', prefetchPath)
    await waitFor(() => expect(sent).toContain('/v1/system/silos'))
    expect(systemLoads).toEqual(['/projects'])
    await router.navigate('/system/silos')
    expect(await heading('Silos')).toBeTruthy()
    expect(systemLoads).toHaveLength(1)
  })
})
