// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fillPattern, readRoutePatterns, routePatterns } from './route-patterns.mjs'

describe('the route patterns', () => {
  it('lists the pages of the route tree, from the root to the deepest tab', async () => {
    const patterns = (await readRoutePatterns()).map((r) => r.pattern)
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/',
        '/login/:silo/local',
        '/device/verify',
        '/projects',
        '/projects/:project',
        '/projects/:project/instances/:instance/storage',
        '/projects/:project/vpcs/:vpc/routers/:router/routes/:route/edit',
        '/settings/ssh-keys-new',
        '/system/silos',
      ]),
    )
    // Page not found answers whatever matches nothing: it is not a page of its own
    expect(patterns.filter((p) => p.includes('*'))).toEqual([])
    expect(new Set(patterns).size).toBe(patterns.length)
    for (const pattern of patterns) expect(pattern).toMatch(/^\/([\w-]+|:\w+)?(\/([\w-]+|:\w+))*$/)
  })

  it('names each pattern’s params in order', async () => {
    const routes = await readRoutePatterns()
    expect(routes.find((r) => r.pattern === '/projects/:project/vpcs/:vpc/subnets/:subnet/edit')).toEqual({
      pattern: '/projects/:project/vpcs/:vpc/subnets/:subnet/edit',
      params: ['project', 'vpc', 'subnet'],
    })
  })

  it('picks up a route as soon as it is added to the tree', async () => {
    const addWidgets = (source) =>
      source.replace(
        "{ path: 'disks' }",
        "{ path: 'disks' }, { path: 'disks/:disk/widgets' }, { path: 'widgets/:widget?/history' }",
      )
    const patterns = (
      await readRoutePatterns({ edits: { 'web/src/pages/project/disks/routes.tsx': addWidgets } })
    ).map((r) => r.pattern)
    expect(patterns).toContain('/projects/:project/disks/:disk/widgets')
    // an optional segment stands for both paths
    expect(patterns).toContain('/projects/:project/widgets/history')
    expect(patterns).toContain('/projects/:project/widgets/:widget/history')
    expect((await readRoutePatterns()).map((r) => r.pattern)).not.toContain(
      '/projects/:project/disks/:disk/widgets',
    )
  })

  it('joins nested paths, skips layout routes without a path and takes absolute children as they are', () => {
    const tree = [
      {
        children: [
          { index: true },
          { path: 'a', children: [{ index: true }, { children: [{ path: 'b/:id' }] }, { path: '/c' }] },
          { path: '*' },
        ],
      },
    ]
    expect(routePatterns(tree)).toEqual([
      { pattern: '/', params: [] },
      { pattern: '/a', params: [] },
      { pattern: '/a/b/:id', params: ['id'] },
      { pattern: '/c', params: [] },
    ])
  })

  it('fills a pattern with values, escaped, and refuses to guess a missing one', () => {
    expect(fillPattern('/projects/:project/disks/:disk', { project: 'web', disk: 'a b' })).toBe(
      '/projects/web/disks/a%20b',
    )
    expect(() => fillPattern('/projects/:project', {})).toThrow(':project')
  })
})
