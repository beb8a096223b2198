// The files common static hosts read to serve a single-page app, written into a preview build so that `dist/`
// can be uploaded as it is (README "Hosting the preview"):
//
//   _redirects    Netlify and Cloudflare Pages: the console's routes answer index.html
//   _headers      Netlify and Cloudflare Pages: the Content-Security-Policy and the other headers, the
//                 immutable cache policy for hashed assets, and on the signed-in area's pages a `Link` header
//                 that preloads that area's stylesheet and routes with index.html
//   vercel.json   Vercel: the same rewrites and headers
//   404.html      GitHub Pages (and the others' "not found" page): the app itself, which then routes by the URL
//   .nojekyll     GitHub Pages: publish the files as they are
//
// The rules come from the route tree, grouped by first segment (`/projects` and `/projects/*`), so the hosts'
// limits on the number of rules stay far away and a new route is covered without anyone adding it. Paths under
// /assets/ are never rewritten: a missing chunk answers 404, not the app.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CACHE_POLICIES } from './embed-manifest.mjs'
import { linkHeader } from './embed-routing.mjs'

const HEADERS = JSON.parse(readFileSync(new URL('../embed/headers.json', import.meta.url), 'utf8'))

/**
 * The host rules that cover every pattern: `exact` paths and `prefixes` whose every sub-path is the app.
 * @param {{ pattern: string }[]} routes
 */
export function fallbackRules(routes) {
  const exact = new Set()
  const prefixes = new Set()
  for (const { pattern } of routes) {
    if (pattern === '/') continue // every host answers / with index.html
    const [first, ...rest] = pattern.split('/').slice(1)
    if (first.startsWith(':') || first === '*' || first === 'assets') {
      throw new Error(
        `static hosts cannot tell the route ${pattern} from a file: give it a fixed first segment`,
      )
    }
    if (rest.length === 0) exact.add(`/${first}`)
    else prefixes.add(`/${first}`)
  }
  return { exact: [...exact], prefixes: [...prefixes] }
}

/** @param {{ pattern: string }[]} routes */
export function redirectsFile(routes) {
  const { exact, prefixes } = fallbackRules(routes)
  const lines = [
    '# The console routes in the browser: its pages answer index.html (status 200, the URL stays).',
    // static rules first, as Cloudflare Pages asks
    ...exact.map((path) => `${path} /index.html 200`),
    ...prefixes.map((path) => `${path}/* /index.html 200`),
  ]
  return `${lines.join('\n')}\n`
}

/**
 * @typedef {{ routes: { pattern: string }[], preload: string[] }} SignedInArea the signed-in area's routes and
 *   the files every one of its pages needs first (its stylesheet, its routes' code), as URLs
 */

/**
 * Where the signed-in area's preloads go: its routes' rules (`/projects`, `/projects/*`) that no public page
 * shares, and `/`.
 * @param {{ pattern: string }[]} routes @param {SignedInArea | undefined} signedIn
 */
function signedInRules(routes, signedIn) {
  if (!signedIn?.preload.length) return { exact: [], prefixes: [] }
  const area = new Set(signedIn.routes.map((r) => r.pattern))
  const others = fallbackRules(routes.filter((r) => !area.has(r.pattern)))
  const mine = fallbackRules(signedIn.routes)
  const shared = new Set([...others.exact, ...others.prefixes])
  return {
    // `/`, which leads to the projects, needs them too; every host answers it with index.html already
    exact: [...(area.has('/') ? ['/'] : []), ...mine.exact.filter((p) => !shared.has(p))],
    prefixes: mine.prefixes.filter((p) => !shared.has(p)),
  }
}

/** @param {{ pattern: string }[]} [routes] @param {SignedInArea} [signedIn] */
export function headersFile(routes = [], signedIn = undefined) {
  const all = Object.entries(HEADERS).map(([name, value]) => `  ${name}: ${value}`)
  const { exact, prefixes } = signedInRules(routes, signedIn)
  const link = signedIn ? `  Link: ${linkHeader(signedIn.preload)}` : ''
  const preloads = [...exact, ...prefixes.map((p) => `${p}/*`)].flatMap((path) => [path, link])
  // no Cache-Control for /*: both hosts would join it with the one for /assets/*, and their default already
  // asks again on every load
  return ['/*', ...all, '/assets/*', `  Cache-Control: ${CACHE_POLICIES.immutable}`, ...preloads, ''].join(
    '\n',
  )
}

/** @param {{ pattern: string }[]} routes @param {SignedInArea} [signedIn] */
export function vercelConfig(routes, signedIn = undefined) {
  const { exact, prefixes } = fallbackRules(routes)
  const rewrite = (source) => ({ source, destination: '/index.html' })
  const area = signedInRules(routes, signedIn)
  const link = signedIn && [{ key: 'Link', value: linkHeader(signedIn.preload) }]
  const config = {
    rewrites: [...exact.map(rewrite), ...prefixes.map((path) => rewrite(`${path}/:rest+`))],
    headers: [
      { source: '/(.*)', headers: Object.entries(HEADERS).map(([key, value]) => ({ key, value })) },
      { source: '/assets/(.*)', headers: [{ key: 'Cache-Control', value: CACHE_POLICIES.immutable }] },
      ...area.exact.map((source) => ({ source, headers: link })),
      ...area.prefixes.map((path) => ({ source: `${path}/:rest+`, headers: link })),
    ],
  }
  return `${JSON.stringify(config, null, 2)}\n`
}

/**
 * Writes the hosts' files into a built preview (after index.html, which 404.html copies).
 * @param {{ outdir: string, routes: { pattern: string }[], signedIn?: SignedInArea }} opts
 */
export function writeStaticHostFiles({ outdir, routes, signedIn }) {
  writeFileSync(join(outdir, '_redirects'), redirectsFile(routes))
  writeFileSync(join(outdir, '_headers'), headersFile(routes, signedIn))
  writeFileSync(join(outdir, 'vercel.json'), vercelConfig(routes, signedIn))
  copyFileSync(join(outdir, 'index.html'), join(outdir, '404.html'))
  writeFileSync(join(outdir, '.nojekyll'), '')
}
