// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillPattern, readRoutePatterns } from './route-patterns.mjs'
import { fallbackRules, writeStaticHostFiles } from './static-hosts.mjs'

const headers = JSON.parse(readFileSync(new URL('../embed/headers.json', import.meta.url), 'utf8'))
const sample = new Proxy({}, { get: (_, name) => `sample-${String(name)}` })

/** How Netlify and Cloudflare Pages read a rule's source: an exact path, or a prefix ending in `/*`. */
const redirectMatches = (source, path) =>
  source.endsWith('/*') ? path.startsWith(source.slice(0, -1)) : path === source

/** How Vercel reads the sources written here: an exact path, or `/x/:rest+` for anything below /x. */
const rewriteMatches = (source, path) =>
  source.endsWith('/:rest+') ? path.startsWith(source.slice(0, -':rest+'.length)) : path === source

describe('the static hosts’ files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'console-hosts-'))
  let routes
  let paths
  const read = (name) => readFileSync(join(dir, name), 'utf8')
  const isPublic = (path) => /^\/(login|device)\//.test(path)
  const preload = ['/assets/signed-in-ABCDEFGH.css', '/assets/chunk-signed-in-routes-ABCDEFGH.js']
  const link =
    '</assets/signed-in-ABCDEFGH.css>; rel=preload; as=style, ' +
    '</assets/chunk-signed-in-routes-ABCDEFGH.js>; rel=modulepreload'

  beforeAll(async () => {
    routes = await readRoutePatterns()
    paths = routes.filter((r) => r.pattern !== '/').map((r) => fillPattern(r.pattern, sample))
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>')
    const signedIn = { routes: routes.filter((r) => !isPublic(r.pattern)), preload }
    writeStaticHostFiles({ outdir: dir, routes, signedIn })
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('rewrites every route to index.html for Netlify and Cloudflare Pages, and never an asset', () => {
    const rules = read('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(' '))
    for (const [, destination, status] of rules) expect([destination, status]).toEqual(['/index.html', '200'])
    for (const path of paths)
      expect(
        rules.some(([source]) => redirectMatches(source, path)),
        path,
      ).toBe(true)
    expect(rules.some(([source]) => redirectMatches(source, '/assets/main-ABCDEFGH.js'))).toBe(false)
    // Cloudflare Pages reads at most 100 rules with a splat or placeholder
    expect(rules.filter(([source]) => /[*:]/.test(source)).length).toBeLessThan(100)
  })

  it('does the same for Vercel, with the console’s headers', () => {
    const config = JSON.parse(read('vercel.json'))
    for (const path of paths) {
      expect(
        config.rewrites.some((r) => rewriteMatches(r.source, path)),
        path,
      ).toBe(true)
    }
    expect(config.rewrites.some((r) => rewriteMatches(r.source, '/assets/main-ABCDEFGH.js'))).toBe(false)
    const all = config.headers.find((h) => h.source === '/(.*)').headers
    expect(Object.fromEntries(all.map((h) => [h.key, h.value]))).toEqual(headers)
    expect(config.headers.find((h) => h.source === '/assets/(.*)').headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ])
  })

  it('sends the console’s headers everywhere on Netlify and Cloudflare Pages', () => {
    const file = read('_headers')
    for (const [name, value] of Object.entries(headers)) expect(file).toContain(`\n  ${name}: ${value}\n`)
    expect(file).toMatch(/^\/\*\n/)
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n')
  })

  it("preloads the signed-in area's stylesheet and routes with every page of it, and with no public page", () => {
    const rules = read('_headers')
      .split(/\n(?=\/)/)
      .map((rule) => rule.split('\n'))
      .filter(([, ...lines]) => lines.some((line) => line.startsWith('  Link: ')))
    for (const [, ...lines] of rules) expect(lines.filter(Boolean)).toEqual([`  Link: ${link}`])
    const linked = (path) => rules.some(([source]) => redirectMatches(source, path))
    for (const path of ['/', ...paths]) expect(linked(path), path).toBe(!isPublic(path))
    expect(linked('/assets/main-ABCDEFGH.js')).toBe(false)

    const vercel = JSON.parse(read('vercel.json')).headers.filter((h) =>
      h.headers.some((x) => x.key === 'Link'),
    )
    for (const h of vercel) expect(h.headers).toEqual([{ key: 'Link', value: link }])
    for (const path of ['/', ...paths]) {
      expect(
        vercel.some((h) => rewriteMatches(h.source, path)),
        path,
      ).toBe(!isPublic(path))
    }
  })

  it('gives GitHub Pages the app as its 404 page and asks it to skip Jekyll', () => {
    expect(read('404.html')).toBe(read('index.html'))
    expect(read('.nojekyll')).toBe('')
  })

  it('refuses a route static hosts could not tell from a file', () => {
    expect(() => fallbackRules([{ pattern: '/:project/disks' }])).toThrow('/:project/disks')
    expect(() => fallbackRules([{ pattern: '/assets/:file' }])).toThrow('/assets/:file')
  })
})
