import { screen, waitFor } from '@testing-library/react'
import { isRouteErrorResponse, type RouteObject } from 'react-router'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '~/testing/api-paths'
import { must } from '~/testing/must'
import { renderConsole } from '~/testing/render-console'
import { web1 } from '~mock/fixtures/compute/instances'
import { defaultPool } from '~mock/fixtures/hardware/ip-pools'
import { announceSet } from '~mock/fixtures/hardware/networking'
import { rack } from '~mock/fixtures/hardware/rack'
import { oktaIdp } from '~mock/fixtures/identity-providers'
import { slackBridgeReceiver } from '~mock/fixtures/platform/alerts'
import { activeBundle } from '~mock/fixtures/platform/support-bundles'
import { researchSilo } from '~mock/fixtures/silos'
import { alan, dorothy, guest, katherine, type MockUser, margaret, rosalind } from '~mock/fixtures/users'
import { sledOfInstance } from '~mock/handlers/hardware-racks'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { systemRoutes } from './routes'

setupMockServer()

/** Every URL pattern of the system view, parents with a page or a redirect of their own included. */
function patternsOf(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? `${parent}/${route.path}` : parent
    return [...(route.path ? [here] : []), ...patternsOf(route.children ?? [], here)]
  })
}

/** A value the seed holds for each param of the system view; a new param needs one here. */
const SAMPLES: Record<string, string> = {
  silo: researchSilo.name,
  provider: oktaIdp.name,
  pool: defaultPool.name,
  sledId: must(sledOfInstance(web1), 'sled that web-1 runs on'),
  bundleId: activeBundle.id,
  receiver: slackBridgeReceiver.name,
  userId: rosalind.id,
  rackId: rack.id,
  switchLocation: 'switch0',
  port: 'qsfp0',
  announceSet: announceSet.name,
}

const paths = [...new Set(patternsOf(systemRoutes))].map((pattern) =>
  pattern.replace(/:(\w+)/g, (_, param: string) => {
    const value = SAMPLES[param]
    if (value === undefined) throw new Error(`${pattern}: no sample value for :${param}`)
    return value
  }),
)

/**
 * Everyone signed in who is not a fleet viewer: project roles only, a silo viewer, a silo collaborator, a limited
 * collaborator, and no group or role at all. They share out the pages, so each meets several of them: the first
 * loaded at its URL, the others reached from there as a link reaches them.
 */
const notFleetViewers: MockUser[] = [katherine, margaret, alan, dorothy, guest]
const shares = notFleetViewers.map((user, u) => ({
  user,
  paths: paths.filter((_, i) => i % notFleetViewers.length === u),
}))

type Router = ReturnType<typeof renderConsole>['router']

/** The screen at `path` once its navigation is done: Page not found from the gate, and nothing of the page. */
async function expectNotFound(router: Router, path: string) {
  await waitFor(() => {
    expect(router.state.location.pathname, path).toBe(path)
    expect(router.state.navigation.state, path).toBe('idle')
    const statuses = Object.values(router.state.errors ?? {}).map((e) =>
      isRouteErrorResponse(e) ? e.status : e,
    )
    expect(statuses, path).toEqual([404])
    expect(
      screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent),
      path,
    ).toEqual(['Page not found'])
  })
  expect(screen.queryByRole('table'), path).toBeNull()
}

describe('the system view, for someone who is not a fleet viewer', () => {
  beforeAll(() => {
    // the gate turns the user away before a page's module is loaded, and React Router warns of the route with
    // no page yet that the URL matched
    const warn = console.warn
    vi.spyOn(console, 'warn').mockImplementation((...args) => {
      if (!String(args[0]).startsWith('Matched leaf route at location')) warn(...args)
    })
  })
  afterAll(() => {
    vi.mocked(console.warn).mockRestore()
  })

  it('has every page of the system view to go through', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/system/silos',
        '/system/silos-new',
        '/system/silos/research/quotas',
        '/system/utilization',
        '/system/inventory/sleds',
        `/system/inventory/sleds/${SAMPLES.sledId}/instances`,
        '/system/networking/ip-pools',
        '/system/networking/ip-pools/default/ranges-add',
        '/system/networking/ip-pools-service',
        '/system/access',
      ]),
    )
    expect(shares.flatMap((s) => s.paths)).toHaveLength(paths.length)
  })

  it.each(shares)(
    'is Page not found on each of its pages for $user.username, who asks nothing of the system API',
    async ({ user, paths }) => {
      const sent = apiPaths()
      signIn(user)
      const [first, ...rest] = paths
      const { router } = renderConsole(first)
      expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy()
      await expectNotFound(router, first)
      for (const path of rest) {
        await router.navigate(path)
        await expectNotFound(router, path)
      }
      expect(sent.filter((p) => p.startsWith('/v1/system/'))).toEqual([])
    },
  )
})
