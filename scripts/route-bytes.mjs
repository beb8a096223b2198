// What a browser downloads before each page of the console can show, from a build's metafile: the entry and every
// chunk it imports, the route-chunks table, the stylesheets (the public one, and on a signed-in page the signed-in
// area's), and for each lazily loaded module the route's URL matches, that module's chunks. Byte counts are
// deterministic, so the budget test (budgets.test.mjs) holds every route to them, and `make bench` prints them.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchRoutes } from 'react-router'
import { addRouteModuleKeys, moduleKey, ROUTE_FILE, staticClosure } from './route-chunks.mjs'
import { loadRouteModule, routePatterns } from './route-patterns.mjs'

const ENTRY = 'web/src/main.tsx'
/** The module key of the signed-in routes, which every signed-in page loads first. */
export const SIGNED_IN_MODULE = 'signed-in-routes'
/** What every signed-in page loads first, by module key: its routes, and the API client their loaders call. */
export const SIGNED_IN_AREA = [SIGNED_IN_MODULE, 'api/instance']

function routeFiles(dir, root, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) routeFiles(path, root, found)
    else if (ROUTE_FILE.test(path)) found.push(relative(root, path).replaceAll('\\', '/'))
  }
  return found
}

/**
 * Every page of the route tree (as scripts/route-patterns.mjs lists them) with the lazily loaded modules its URL
 * loads, outermost first, by module key ('pages/project/disks/DisksPage'): for a signed-in page, the signed-in
 * routes' own module and the API client first, which the browser loads before it can match the page.
 * @returns {Promise<{ pattern: string, modules: string[] }[]>}
 */
export async function routePages(root) {
  const edits = Object.fromEntries(
    routeFiles(resolve(root, 'web/src'), root).map((file) => [
      file,
      (source) => addRouteModuleKeys(source, resolve(root, file), root).code,
    ]),
  )
  const { routes: tree, signedInRoutes, loadSignedInRoutes } = await loadRouteModule({ root, edits })
  if (loadSignedInRoutes?.module !== SIGNED_IN_MODULE)
    throw new Error(`the signed-in routes do not say their module (${SIGNED_IN_MODULE})`)
  return routePatterns(tree).map(({ pattern }) => {
    // any value matches a param; a literal segment elsewhere in the tree wins over it as it does in the app
    const url = pattern.replaceAll(/:[^/]+/g, 'x-sample')
    const matches = matchRoutes(tree, url) ?? []
    const modules = matches.flatMap((m) => (typeof m.route.lazy === 'function' ? [m.route.lazy.module] : []))
    // a lazy route that lost the module its loader names would go uncounted and unpreloaded
    if (modules.some((m) => !m))
      throw new Error(`${pattern}: a lazy route on its way does not say its module`)
    const signedIn = matches.some((m) => signedInRoutes.includes(m.route))
    return { pattern, modules: signedIn ? [...SIGNED_IN_AREA, ...modules] : modules }
  })
}

/** Whether a page is in the signed-in area: its modules (from `routePages`) start with the signed-in routes. */
export const isSignedInPage = (modules) => modules[0] === SIGNED_IN_MODULE

/**
 * What every page loads besides its code, relative to the build's folder: the stylesheet and the route-chunks
 * table; a signed-in page also the signed-in area's stylesheet and table.
 * @param {{ css: string, signedInCss?: string, routeChunks: string, signedInRouteChunks?: string }} build
 */
export const sharedFiles = (build, modules) => [
  build.css,
  build.routeChunks,
  ...(isSignedInPage(modules) ? signedInFiles(build) : []),
]

/** The signed-in area's stylesheet and route-chunks table, those the build wrote. */
const signedInFiles = ({ signedInCss, signedInRouteChunks }) =>
  [signedInCss, signedInRouteChunks].filter(Boolean)

/**
 * The files a page downloads before it shows, and their sizes, raw and gzip (each file compressed on its own,
 * as it travels).
 * @param {import('esbuild').Metafile} metafile
 * @param {{ outdir: string, root: string, modules: string[], shared: string[] }} opts `shared`: files every page
 *   loads besides the entry's chunks (the stylesheet, the route-chunks table), relative to outdir
 */
export function firstLoad(metafile, { outdir, root, modules, shared }) {
  const files = firstLoadScripts(metafile, modules)
  const paths = [...[...files].map((p) => resolve(root, p)), ...shared.map((p) => join(outdir, p))]
  let raw = 0
  let gzip = 0
  for (const path of paths) {
    const size = sizeOf(path)
    raw += size.raw
    gzip += size.gzip
  }
  return { files: paths.length, raw, gzip }
}

/**
 * The JS files a page loads before it shows, as the metafile names them: the entry's, and those of each lazily
 * loaded module its URL loads (by module key, from `routePages`), with their static imports.
 * @param {import('esbuild').Metafile} metafile
 * @returns {Set<string>}
 */
export function firstLoadScripts(metafile, modules) {
  const outputs = metafile.outputs
  const byModule = new Map(
    Object.entries(outputs)
      .filter(([path, o]) => o.entryPoint && path.endsWith('.js'))
      .map(([path, o]) => [moduleKey(o.entryPoint), path]),
  )
  const files = staticClosure(outputs, byModule.get(moduleKey(ENTRY)))
  for (const module of modules) {
    const path = byModule.get(module)
    if (!path) throw new Error(`${module} is not a lazily loaded module of the build`)
    staticClosure(outputs, path, files)
  }
  return files
}

/** Whether any of the output files holds code of the chart library. */
export const holdsCharts = (metafile, files) =>
  [...files].some((f) =>
    Object.keys(metafile.outputs[f]?.inputs ?? {}).some((i) => i.includes('node_modules/@nivo/')),
  )

/** Sizes by file, as of its last change: most files are in every page's first load, and gzip is the slow part. */
const sizes = new Map()

function sizeOf(path) {
  const { mtimeMs, size } = statSync(path)
  const key = `${path}\0${mtimeMs}\0${size}`
  let known = sizes.get(key)
  if (!known) {
    const bytes = readFileSync(path)
    known = { raw: bytes.length, gzip: gzipSync(bytes).length }
    sizes.set(key, known)
  }
  return known
}

/**
 * For each page, the files it needs beyond the entry's (its lazily loaded modules and the chunks they import), as
 * URLs: the embed manifest lists them so that a host can send them as `Link: <url>; rel=modulepreload` with
 * `index.html`, and a browser entering the console on that page fetches them alongside the entry.
 * @param {import('esbuild').Metafile} metafile
 * @param {{ outdir: string, root: string, pages: { pattern: string, modules: string[] }[], signedInCss?: string,
 *   signedInRouteChunks?: string }} opts `signedInCss`, `signedInRouteChunks`: the signed-in area's stylesheet and
 *   route-chunks table, which lead the list of every signed-in page
 * @returns {Record<string, string[]>} by route pattern; pages that need nothing beyond the entry are left out
 */
export function routePreloads(metafile, { outdir, root, pages, signedInCss, signedInRouteChunks }) {
  const outputs = metafile.outputs
  const byModule = new Map(
    Object.entries(outputs)
      .filter(([path, o]) => o.entryPoint && path.endsWith('.js'))
      .map(([path, o]) => [moduleKey(o.entryPoint), path]),
  )
  const entry = staticClosure(outputs, byModule.get(moduleKey(ENTRY)))
  const url = (path) => `/${relative(outdir, resolve(root, path)).replaceAll('\\', '/')}`
  const preloads = {}
  for (const { pattern, modules } of pages) {
    // outermost module first, each before the chunks it imports: the page's own code leads the list
    const files = new Set()
    for (const module of modules) {
      const path = byModule.get(module)
      if (!path) throw new Error(`${module} is not a lazily loaded module of the build`)
      staticClosure(outputs, path, files)
    }
    const extra = [...files].filter((f) => !entry.has(f)).map(url)
    if (isSignedInPage(modules))
      extra.unshift(...signedInFiles({ signedInCss, signedInRouteChunks }).map((f) => `/${f}`))
    if (extra.length > 0) preloads[pattern] = extra
  }
  return preloads
}

/**
 * The biggest modules of the entry (its own file and the chunks it imports), by bytes in the output.
 * @returns {{ module: string, bytes: number }[]}
 */
export function biggestEntryModules(metafile, count = 10) {
  const outputs = metafile.outputs
  const main = Object.keys(outputs).find((p) => outputs[p].entryPoint === ENTRY)
  const sizes = new Map()
  for (const file of staticClosure(outputs, main)) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
      sizes.set(input, (sizes.get(input) ?? 0) + bytesInOutput)
    }
  }
  return [...sizes]
    .map(([module, bytes]) => ({ module, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
}

/** KiB of gzip a page may download before it shows, by kind of page. */
export const BUDGETS = { 'sign-in': 120, instance: 180, list: 160, page: 200 }

/**
 * The kind of page a route pattern is, and its budget: the sign-in and device pages; an instance's page and its
 * tabs; a list (the URL ends in a collection: `/projects`, `.../disks`, `.../firewall-rules`, `.../affinity`);
 * any other page.
 */
export function budgetOf(pattern) {
  const last = pattern.split('/').at(-1)
  const kind = /^\/(login|device)\//.test(pattern)
    ? 'sign-in'
    : /^\/projects\/:project\/instances\/:instance(\/|$)/.test(pattern)
      ? 'instance'
      : /^([a-z-]+s|affinity)$/.test(last)
        ? 'list'
        : 'page'
  return { kind, budget: BUDGETS[kind] }
}
