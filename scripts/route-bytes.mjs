// What a browser downloads before each page of the console can show, from a build's metafile: the entry and every
// chunk it imports, the stylesheets (the public one, and on a signed-in page the signed-in area's), and for each
// lazily loaded module the route's URL matches (on a System page the System area's routes too), that module's
// chunks. Byte counts are
// deterministic, so the budget test (budgets.test.mjs) holds every route to them, and `make bench` prints them.
import { readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchRoutes } from 'react-router'
import { moduleKey, outputsByModule, staticClosure } from './metafile-graph.mjs'
import { lazyModuleOf, loadRouteModule, routePatterns } from './route-patterns.mjs'

const ENTRY = 'web/src/main.tsx'
/** The module key of the signed-in routes, which every signed-in page loads first. */
export const SIGNED_IN_MODULE = 'signed-in-routes'
/** What every signed-in page loads first, by module key: its routes, and the API client their loaders call. */
export const SIGNED_IN_AREA = [SIGNED_IN_MODULE, 'api/instance']
/** The module key of the System area's routes, which a page under /system loads after the signed-in routes. */
export const SYSTEM_MODULE = 'system-routes'

/**
 * Every page of the route tree (as scripts/route-patterns.mjs lists them) with the lazily loaded modules its URL
 * loads, outermost first, by module key ('pages/project/disks/DisksPage'): for a signed-in page, the signed-in
 * routes' own module and the API client first, which the browser loads before it can match the page, and for a
 * System page the System area's routes after them.
 * @returns {Promise<{ pattern: string, modules: string[] }[]>}
 */
export async function routePages(root) {
  const { routes: tree, signedInRoutes, systemRoutes } = await loadRouteModule({ root })
  const pages = []
  for (const { pattern } of routePatterns(tree)) {
    // any value matches a param; a literal segment elsewhere in the tree wins over it as it does in the app
    const matches = matchRoutes(tree, pattern.replaceAll(/:[^/]+/g, 'x-sample')) ?? []
    const modules = []
    for (const { route } of matches) {
      const module = await lazyModuleOf(route)
      if (module) modules.push(moduleKey(module))
    }
    const signedIn = matches.some((m) => signedInRoutes.includes(m.route))
    const system = matches.some((m) => systemRoutes.includes(m.route))
    const area = [...(signedIn ? SIGNED_IN_AREA : []), ...(system ? [SYSTEM_MODULE] : [])]
    pages.push({ pattern, modules: [...area, ...modules] })
  }
  return pages
}

/** Whether a page is in the signed-in area: its modules (from `routePages`) start with the signed-in routes. */
export const isSignedInPage = (modules) => modules[0] === SIGNED_IN_MODULE

/**
 * What every page loads besides its code, relative to the build's folder: the stylesheet, and on a signed-in page
 * the signed-in area's too.
 * @param {{ css: string, signedInCss: string }} build
 */
export const sharedFiles = (build, modules) => [
  build.css,
  ...(isSignedInPage(modules) ? [build.signedInCss] : []),
]

/**
 * The files a page downloads before it shows, and their sizes, raw and gzip (each file compressed on its own,
 * as it travels).
 * @param {import('esbuild').Metafile} metafile
 * @param {{ outdir: string, root: string, modules: string[], shared: string[] }} opts `shared`: files every page
 *   loads besides the entry's chunks (the stylesheets), relative to outdir
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
  const byModule = outputsByModule(metafile)
  const files = staticClosure(outputs, byModule.get(moduleKey(ENTRY)))
  for (const module of modules) {
    const path = byModule.get(module)
    if (!path) throw new Error(`${module} is not a lazily loaded module of the build`)
    staticClosure(outputs, path, files)
  }
  return files
}

/**
 * Whether any of the output files holds code of the chart library. It reads no file of the library: esbuild's
 * metafile names each input of an output by its path, and a package's modules are known by where it lives.
 */
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
 * @param {{ outdir: string, root: string, pages: { pattern: string, modules: string[] }[], signedInCss?: string }}
 *   opts `signedInCss`: the signed-in area's stylesheet, which leads the list of every signed-in page
 * @returns {Record<string, string[]>} by route pattern; pages that need nothing beyond the entry are left out
 */
export function routePreloads(metafile, { outdir, root, pages, signedInCss }) {
  const outputs = metafile.outputs
  const byModule = outputsByModule(metafile)
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
    if (isSignedInPage(modules) && signedInCss) extra.unshift(`/${signedInCss}`)
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

/**
 * KiB of gzip a page may download before it shows, by kind of page. A form or side sheet is not a cold load a user
 * waits for (it opens over a page already there: `make bench` times that instead), so it has none. The device
 * page draws React Aria's group of eight inputs (about 8 KiB) over what the sign-in pages load; a page with tabs
 * (an instance, a VPC, a silo, an IP pool, the inventory, a sled, and each of their tabs) React Aria's tabs and
 * the press, selection and focus code under them (about 28 KiB). Every signed-in page also downloads the route
 * table and navigation (the System area's routes only on System pages), so each new screen adds a little to all
 * of them (the audit log, alerts and support bundles added about 1 KiB; the silo's people pages, a silo's users,
 * the disk page and the metrics explorer about 1.5 KiB more). Every signed-in page also carries what a phone-width window needs (the folding navigation,
 * tables that scroll inside themselves: about 0.8 KiB) and what is said to screen readers as pages and rows
 * change (about 0.5 KiB); a project's pages read the user's roles to disable what those do not allow, with the
 * reason (about 1.5 KiB), and the instance list reads each row's external IPs. Every menu that changes something
 * offers the requests its actions send ("Show requests"), and every write is prepared before it is sent, so that
 * what is shown is what is sent (about 0.8 KiB; the views of the requests load when asked for). Every signed-in
 * page carries the search button and the keyboard shortcuts' listener (about 0.7 KiB; the palette loads on first
 * use), and a list its name filter and its rows' checkboxes (about 1.5 KiB with the filter; the bulk toolbar and
 * the search load on first use), the rows the filter finds selectable too, and a list's reading of what its rows
 * point to, one by one, instead of a whole list (about 0.7 KiB more). The System area's routes come only with System URLs (about 3 KiB off every other
 * signed-in page): a System page loads them after the signed-in area's, with rack networking, routing and fleet
 * health among them, and the router's discovery of them is in every page's entry (about 0.3 KiB, with the chunks
 * it splits: the device page 133).
 */
export const BUDGETS = { 'sign-in': 125, device: 133, list: 179, tabs: 215, page: 200, form: null }

/**
 * The kind of page a route is and its budget, from its pattern, its modules (from `routePages`) and whether its
 * first load draws tabs: the sign-in pages; the device page; a form or side sheet (`-new`, `-add`, `/edit`, or a
 * page module named `...Form` or `...Panel`); a page with tabs; a list (the URL ends in a collection:
 * `/projects`, `.../disks`, `.../affinity`); any other page.
 */
export function budgetOf(pattern, modules = [], { tabs = false } = {}) {
  const last = pattern.split('/').at(-1)
  const page = modules.at(-1) ?? ''
  const kind =
    pattern === '/device/verify'
      ? 'device'
      : /^\/(login|device)\//.test(pattern)
        ? 'sign-in'
        : /(-new|-add|\/edit)(\/|$)/.test(pattern) || /(Form|Panel)$/.test(page)
          ? 'form'
          : tabs
            ? 'tabs'
            : /^([a-z-]+s|affinity)$/.test(last)
              ? 'list'
              : 'page'
  return { kind, budget: BUDGETS[kind] }
}

/** Whether the files a page loads first hold the source file `source` (e.g. the tabs' component). */
export const loadsSource = (metafile, files, source) =>
  [...files].some((f) => source in (metafile.outputs[f]?.inputs ?? {}))
