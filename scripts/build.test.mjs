// @vitest-environment node
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../esbuild.mjs'
import { staticClosure } from './metafile-graph.mjs'
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

  it('names each source map by a SourceMap header rather than a comment in every file', () => {
    const manifest = JSON.parse(readFileSync(join(prodDir, 'embed-manifest.json'), 'utf8'))
    // what esbuild wrote
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
    // the System area's routes only with a System page, after the signed-in routes they are added to
    const silos = manifest.preload['/system/silos']
    const systemRoutes = silos.findIndex((url) => /\/chunk-system-routes-[A-Z0-9]{8}\.js$/.test(url))
    expect(systemRoutes).toBeGreaterThan(silos.findIndex((url) => /-signed-in-routes-/.test(url)))
    expect(silos.some((url) => /-SilosPage-[A-Z0-9]{8}\.js$/.test(url))).toBe(true)
    expect(instances.some((url) => /-system-routes-/.test(url))).toBe(false)
    expect(manifest.preload['/projects'].some((url) => /-system-routes-/.test(url))).toBe(false)
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
