// @vitest-environment node
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../esbuild.mjs'
import { signedInModules } from './lazy-modules.mjs'
import { moduleIds, staticClosure } from './route-chunks.mjs'
import { sharedProductionBuild } from './shared-build.mjs'

const isMockInput = (path) => path.startsWith('web/mock/') || /node_modules\/(msw|@mswjs)\//.test(path)

describe('builds', () => {
  const previewDir = join(tmpdir(), `console-preview-${process.pid}`)
  let prodDir
  let prod
  let preview

  beforeAll(async () => {
    ;[prod, preview] = await Promise.all([sharedProductionBuild(), build({ mock: true, outdir: previewDir })])
    prodDir = prod.outdir
  }, 120_000)
  afterAll(() => {
    rmSync(previewDir, { recursive: true, force: true })
  })

  it('leaves every line of mock code out of a production build', () => {
    const bundled = Object.values(prod.metafile.outputs).flatMap((o) => Object.keys(o.inputs))
    expect(bundled.filter(isMockInput)).toEqual([])
    expect(existsSync(join(prodDir, 'mockServiceWorker.js'))).toBe(false)
    expect(readFileSync(join(prodDir, 'index.html'), 'utf8')).toContain('content="production"')
  })

  it('lets public code load no module of the signed-in area but through the signed-in routes', () => {
    // the area is found from the sources; esbuild's own graph of the build must agree
    const root = resolve(import.meta.dirname, '..')
    const signedIn = new Set([...signedInModules(root)].map((path) => relative(root, path)))
    const inputs = prod.metafile.inputs
    const reached = new Set()
    const loadedByPublicCode = []
    const visit = (path) => {
      if (reached.has(path) || !inputs[path]) return
      reached.add(path)
      for (const { path: target, kind } of inputs[path].imports) {
        if (kind === 'dynamic-import') {
          if (target === 'web/src/signed-in-routes.tsx') continue
          if (signedIn.has(target)) loadedByPublicCode.push(`${target} (from ${path})`)
        }
        visit(target)
      }
    }
    visit('web/src/main.tsx')
    expect(loadedByPublicCode).toEqual([])
    expect(reached.has('web/src/pages/auth/login/LoginLocalPage.tsx')).toBe(true)
    expect(reached.has('web/src/pages/project/disks/DisksPage.tsx')).toBe(false)
  })

  it('names each source map by a SourceMap header rather than a comment in every file', () => {
    const manifest = JSON.parse(readFileSync(join(prodDir, 'embed-manifest.json'), 'utf8'))
    // what esbuild wrote (the route-chunks tables are the build's own, without a map)
    const built = new Set(
      Object.keys(prod.metafile.outputs)
        .filter((p) => p.endsWith('.js'))
        .map((p) => relative(prodDir, resolve(import.meta.dirname, '..', p))),
    )
    const code = manifest.files.filter((f) => built.has(f.path))
    expect(code.length).toBeGreaterThan(50)
    for (const file of code) {
      expect(readFileSync(join(prodDir, file.path), 'utf8')).not.toContain('sourceMappingURL')
      expect(file.sourceMap).toBe(`/${file.path}.map`)
      expect(existsSync(join(prodDir, `${file.path}.map`))).toBe(true)
    }
  })

  it('puts the mock API and its service worker in a preview build', () => {
    const bundled = Object.values(preview.metafile.outputs).flatMap((o) => Object.keys(o.inputs))
    expect(bundled.some(isMockInput)).toBe(true)
    expect(existsSync(join(previewDir, 'mockServiceWorker.js'))).toBe(true)
    expect(readFileSync(join(previewDir, 'index.html'), 'utf8')).toContain('content="preview"')
  })

  it('writes an index.html with no inline script, naming hashed assets that exist', () => {
    const html = readFileSync(join(prodDir, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts).toHaveLength(1)
    expect(scripts[0][2].trim()).toBe('')
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1])
    expect(assets.length).toBeGreaterThan(1)
    for (const asset of assets) {
      expect(asset).toMatch(/-[A-Z0-9]{8}\.(js|css)$/)
      expect(existsSync(join(prodDir, asset))).toBe(true)
    }
  })

  it("links the public pages' stylesheet and names the signed-in area's, the two in the order of one", () => {
    const html = readFileSync(join(prodDir, 'index.html'), 'utf8')
    const linked = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map((m) => m[1])
    expect(linked).toEqual([prod.css])
    expect(html).toContain(`<meta name="console-signed-in-styles" content="/${prod.signedInCss}" />`)
    const base = readFileSync(join(prodDir, prod.css), 'utf8')
    const signedIn = readFileSync(join(prodDir, prod.signedInCss), 'utf8')
    // the design tokens come with every page, the serial console's terminal only with the signed-in area
    expect(base).toContain('--color-bg:')
    expect(signedIn).not.toContain('--color-bg:')
    expect(base.length).toBeLessThan(signedIn.length / 2)
    expect(signedIn).toContain('xterm')
    expect(base).not.toContain('xterm')
  })

  it("writes the tables of each lazy route's chunks, index.html preloading the public one, so a route loads in one round trip", async () => {
    const html = readFileSync(join(prodDir, 'index.html'), 'utf8')
    const link = html.match(
      /<link rel="modulepreload" href="\/(assets\/route-chunks-[A-Z0-9]{8}\.js)" data-route-chunks/,
    )
    expect(link).not.toBeNull()
    expect(link[1]).toBe(prod.routeChunks)
    const read = async (file) => (await import(pathToFileURL(join(prodDir, file)).href)).routeChunks
    const publicTable = await read(prod.routeChunks)
    // the public table names the signed-in area's, which index.html leaves out
    expect(publicTable.signedIn).toBe(`/${prod.signedInRouteChunks}`)
    expect(html).not.toContain(prod.signedInRouteChunks)
    const signedInTable = await read(prod.signedInRouteChunks)
    for (const table of [publicTable, signedInTable]) {
      const urls = table.files.map((f) => table.prefix + f + table.suffix)
      for (const url of urls) expect(existsSync(join(prodDir, url))).toBe(true)
      for (const files of Object.values(table.modules)) for (const i of files) expect(urls[i]).toBeDefined()
    }
    // code the chart pages' routes ask for as a navigation starts is listed with the pages' own
    const chartId = moduleIds(resolve(import.meta.dirname, '..')).get('components/chart/TimeSeriesChart')
    expect(signedInTable.modules[chartId]?.length).toBeGreaterThan(0)
    // the sign-in pages' table is a small part: the signed-in pages' lists come with the signed-in routes
    expect(Object.keys(signedInTable.modules).length).toBeGreaterThan(30)
    expect(Object.keys(publicTable.modules).length).toBeLessThan(15)
    expect(readFileSync(join(prodDir, prod.routeChunks)).length).toBeLessThan(1000)
  })

  it("lists in the embed manifest each route's files beyond the entry, for the host to preload with the app", () => {
    const manifest = JSON.parse(readFileSync(join(prodDir, 'embed-manifest.json'), 'utf8'))
    const listed = new Set(manifest.files.map((f) => `/${f.path}`))
    const signIn = manifest.preload['/login/:silo/local']
    expect(signIn.some((url) => /-LoginLocalPage-[A-Z0-9]{8}\.js$/.test(url))).toBe(true)
    const instances = manifest.preload['/projects/:project/instances']
    expect(instances.some((url) => /-InstancesPage-[A-Z0-9]{8}\.js$/.test(url))).toBe(true)
    // the signed-in routes (and their shell), which the entry leaves out: the sign-in page does not get them
    expect(instances.some((url) => /-signed-in-routes-[A-Z0-9]{8}\.js$/.test(url))).toBe(true)
    expect(signIn.some((url) => /-signed-in-routes-/.test(url))).toBe(false)
    // with the signed-in area's stylesheet first: the page shows once it applies
    expect(instances[0]).toMatch(/^\/assets\/signed-in-[A-Z0-9]{8}\.css$/)
    expect(signIn.some((url) => url.endsWith('.css'))).toBe(false)
    for (const urls of Object.values(manifest.preload)) for (const url of urls) expect(listed).toContain(url)
    // what index.html preloads already is not listed again
    const html = readFileSync(join(prodDir, 'index.html'), 'utf8')
    for (const [, href] of html.matchAll(/rel="modulepreload" href="([^"]+)"/g))
      expect(signIn).not.toContain(href)
  })

  it('preloads in index.html every chunk the entry imports, however deep', () => {
    const html = readFileSync(join(prodDir, 'index.html'), 'utf8')
    const preloaded = new Set([...html.matchAll(/rel="modulepreload" href="\/([^"]+)"/g)].map((m) => m[1]))
    const [main] = Object.entries(prod.metafile.outputs).find(([, o]) => o.entryPoint === 'web/src/main.tsx')
    for (const path of staticClosure(prod.metafile.outputs, main)) {
      if (path !== main) expect(preloaded).toContain(relative(prodDir, path))
    }
  })

  it('splits routes into lazily loaded chunks', () => {
    const entries = Object.values(prod.metafile.outputs)
      .map((o) => o.entryPoint)
      .filter(Boolean)
    expect(entries).toContain('web/src/pages/silo/projects/ProjectsPage.tsx')
    expect(entries).toContain('web/src/pages/auth/login/LoginLocalPage.tsx')
  })
})
