// @vitest-environment node
// The first screen's budget: what each page of the console downloads before it shows (JS and CSS, gzip),
// measured on a production build from esbuild's metafile (route-bytes.mjs). Byte counts do not depend on the
// machine, so this is a test; `make bench` prints the same figures beside the timings.
import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  budgetOf,
  firstLoad,
  firstLoadScripts,
  holdsCharts,
  loadsSource,
  routePages,
  sharedFiles,
} from './route-bytes.mjs'
import { sharedProductionBuild } from './shared-build.mjs'

const root = resolve(import.meta.dirname, '..')
const kib = (bytes) => (bytes / 1024).toFixed(1)

describe('first-load budgets', () => {
  let figures
  let metafile

  beforeAll(async () => {
    const result = await sharedProductionBuild()
    metafile = result.metafile
    const { outdir } = result
    figures = (await routePages(root)).map((page) => ({
      ...page,
      ...budgetOf(page.pattern, page.modules, {
        tabs: loadsSource(
          result.metafile,
          firstLoadScripts(result.metafile, page.modules),
          'web/src/components/RouteTabs.tsx',
        ),
      }),
      ...firstLoad(result.metafile, {
        outdir,
        root,
        modules: page.modules,
        shared: sharedFiles(result, page.modules),
      }),
    }))
    const lines = figures.map(
      (f) =>
        `${kib(f.gzip).padStart(7)} / ${String(f.budget ?? '-').padStart(3)} KiB  ${f.kind.padEnd(9)} ${f.pattern}`,
    )
    console.log(`First load per route (gzip, KiB, over its budget):\n${lines.join('\n')}`)
  }, 120_000)

  it('measures every route of the tree, each with the modules its URL loads', () => {
    const patterns = figures.map((f) => f.pattern)
    expect(patterns).toContain('/login/:silo/local')
    expect(patterns).toContain('/projects/:project/instances/:instance/storage')
    expect(figures.length).toBeGreaterThan(50)
    const instances = figures.find((f) => f.pattern === '/projects/:project/instances')
    // a signed-in page needs the signed-in routes (with the shell) and the API client before its own module
    expect(instances.modules).toEqual([
      'signed-in-routes',
      'api/instance',
      'pages/project/instances/InstancesPage',
    ])
    // a System page needs the System area's routes too, which no other page loads
    const silos = figures.find((f) => f.pattern === '/system/silos')
    expect(silos.modules).toEqual([
      'signed-in-routes',
      'api/instance',
      'system-routes',
      'pages/system/silos/SilosPage',
    ])
    const system = figures.filter((f) => f.pattern.startsWith('/system/'))
    expect(system.length).toBeGreaterThan(10)
    for (const page of system) expect(page.modules).toContain('system-routes')
    const others = figures.filter((f) => !f.pattern.startsWith('/system/'))
    for (const page of others) expect(page.modules).not.toContain('system-routes')
    const signIn = figures.find((f) => f.pattern === '/login/:silo/local')
    expect(signIn.modules).toEqual(['pages/auth/login/LoginLocalPage'])
  })

  it('tells each kind of page apart: forms and side sheets, pages with tabs, lists', () => {
    const kindOf = (pattern) => figures.find((f) => f.pattern === pattern).kind
    expect(kindOf('/login/:silo/local')).toBe('sign-in')
    expect(kindOf('/device/verify')).toBe('device')
    expect(kindOf('/projects')).toBe('list')
    expect(kindOf('/projects-new')).toBe('form')
    expect(kindOf('/projects/:project/vpcs/:vpc/internet-gateways/:gateway')).toBe('form')
    expect(kindOf('/projects/:project/instances/:instance/storage')).toBe('tabs')
    expect(kindOf('/projects/:project/vpcs/:vpc/firewall-rules')).toBe('tabs')
    expect(kindOf('/projects/:project/instances')).toBe('list')
    expect(kindOf('/settings/profile')).toBe('page')
  })

  it('keeps the sign-in and device pages, every list, every page with tabs and every other page in budget', () => {
    const over = figures
      .filter((f) => f.budget !== null && f.gzip > f.budget * 1024)
      .map((f) => `${f.pattern} (${f.kind}): ${kib(f.gzip)} KiB, budget ${f.budget}`)
    expect(over).toEqual([])
  })

  it('leaves the chart library out of every first load: a chart brings it with its data', () => {
    const withCharts = figures
      .filter((f) => holdsCharts(metafile, firstLoadScripts(metafile, f.modules)))
      .map((f) => f.pattern)
    expect(withCharts).toEqual([])
    // while the build still has it, for the charts to load
    const all = new Set(Object.keys(metafile.outputs).filter((f) => f.endsWith('.js')))
    expect(holdsCharts(metafile, all)).toBe(true)
  })
})
