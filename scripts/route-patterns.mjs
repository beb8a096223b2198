// The console's URL patterns, read from the route tree itself (web/src/routes.tsx), so that whatever serves or
// tests the console (the embed manifest, the static hosts' fallback files, walks over every page) can never
// forget a route. The tree is bundled for node and evaluated: each module it loads with import() is left out,
// in its place one that only names it (so that a route's `lazy()` says which module its page is), and styles and
// fonts load as nothing.
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ROUTE_TREE = 'web/src/routes.tsx'

/**
 * Loads the app's route tree in node.
 *
 * `edits` rewrites the source of chosen files first, by path relative to the repository (for tests that add a
 * route and look for it).
 *
 * @param {{ root?: string, edits?: Record<string, (source: string) => string> }} [opts]
 * @returns {Promise<import('react-router').RouteObject[]>}
 */
export async function loadRouteTree(opts) {
  return (await loadRouteModule(opts)).routes
}

/**
 * The route tree's module (web/src/routes.tsx) evaluated in node: `routes`, the whole tree, `signedInRoutes` with
 * `loadSignedInArea`, the part the browser adds once a URL needs it, and `systemRoutes`, the part of that which
 * only URLs under /system add.
 *
 * @param {{ root?: string, edits?: Record<string, (source: string) => string> }} [opts]
 */
export async function loadRouteModule({ root = repoRoot, edits = {} } = {}) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [ROUTE_TREE],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.MOCK': '"false"' },
    loader: { '.module.css': 'empty', '.css': 'empty', '.woff': 'empty', '.woff2': 'empty', '.svg': 'empty' },
    alias: { lodash: 'lodash-es' },
    plugins: [leaveOutLazyModules(root), editSources(root, edits)],
  })
  const code = result.outputFiles[0].text
  let mod
  try {
    mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)
  } catch (e) {
    throw new Error(
      `Could not evaluate ${ROUTE_TREE} in node to list the console's routes. Modules the route files import ` +
        `at the top must not touch the browser (window, document) while loading: ${e.message}`,
    )
  }
  if (!Array.isArray(mod.routes)) throw new Error(`${ROUTE_TREE} does not export a \`routes\` array`)
  return mod
}

/**
 * `import('./Page')` inside a route's `lazy` loads the page in the browser. Here it gives a module whose default
 * export is a component that names the file it stands for (`lazyModule`, the path from the repository), so that
 * calling a route's `lazy()` tells which module the browser would load for it; its `routes`, for lazily loaded
 * routes, are none.
 */
function leaveOutLazyModules(root) {
  return {
    name: 'leave-out-lazy-modules',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.resolving) return undefined
        const { path } = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        })
        return { path: relative(root, path).replaceAll('\\', '/'), namespace: 'lazy-module' }
      })
      build.onLoad({ filter: /.*/, namespace: 'lazy-module' }, ({ path }) => ({
        contents: [
          'export default function LazyModule() { return null }',
          `LazyModule.lazyModule = ${JSON.stringify(path)}`,
          'export const routes = []',
        ].join('\n'),
        loader: 'js',
      }))
    },
  }
}

/**
 * The module a route's `lazy` loads, by its path from the repository (`web/src/pages/project/disks/DisksPage.tsx`),
 * for a route tree that `loadRouteModule` evaluated; undefined for a route without one.
 * @param {import('react-router').RouteObject} route
 */
export async function lazyModuleOf(route) {
  if (typeof route.lazy !== 'function') return undefined
  const loaded = await route.lazy()
  const module = loaded.Component?.lazyModule
  if (!module) throw new Error(`the lazy route ${route.path ?? '(no path)'} does not load a page module`)
  return module
}

/** @param {string} root @param {Record<string, (source: string) => string>} edits */
function editSources(root, edits) {
  return {
    name: 'edit-sources',
    setup(build) {
      if (Object.keys(edits).length === 0) return
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const edit = edits[relative(root, args.path).replaceAll('\\', '/')]
        if (!edit) return undefined
        return {
          contents: edit(readFileSync(args.path, 'utf8')),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        }
      })
    },
  }
}

/**
 * @typedef {{ pattern: string, params: string[] }} RoutePattern
 * `pattern` is the path as React Router matches it, e.g. `/projects/:project/instances/:instance`;
 * `params` names its `:params` in order, for whoever fills in sample values.
 */

/**
 * Every URL pattern that the route tree answers with a page (or a redirect to one), in the tree's order.
 * The catch-all `*` (Page not found) is not a route of its own: it answers whatever matches nothing else.
 *
 * @param {import('react-router').RouteObject[]} routes
 * @returns {RoutePattern[]}
 */
export function routePatterns(routes) {
  /** @type {string[]} */
  const found = []
  const walk = (list, base) => {
    for (const route of list) {
      if (route.path === '*') continue
      const path = route.path === undefined ? base : joinPath(base, route.path)
      // a route without a path or `index` never matches by itself: only its children do
      if (route.path !== undefined || route.index) found.push(...expandOptional(path))
      if (route.children) walk(route.children, path)
    }
  }
  walk(routes, '/')
  return [...new Set(found)].map((pattern) => ({ pattern, params: paramsOf(pattern) }))
}

/** The route tree's patterns, straight from the source. */
export async function readRoutePatterns(opts) {
  return routePatterns(await loadRouteTree(opts))
}

function joinPath(base, path) {
  if (path.startsWith('/')) return path
  const joined = `${base.replace(/\/+$/, '')}/${path}`.replace(/\/+$/, '')
  return joined === '' ? '/' : joined
}

/** `a/:b?/c` matches both `a/c` and `a/:b/c`, as React Router explodes optional segments. */
function expandOptional(pattern) {
  const segments = pattern.split('/')
  const at = segments.findIndex((s) => s.endsWith('?'))
  if (at === -1) return [pattern]
  const without = segments.filter((_, i) => i !== at).join('/') || '/'
  const withIt = segments.map((s, i) => (i === at ? s.slice(0, -1) : s)).join('/')
  return [...expandOptional(without), ...expandOptional(withIt)]
}

const paramsOf = (pattern) =>
  pattern
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1))

/**
 * A pattern with its params filled in, e.g. `fillPattern('/projects/:project', { project: 'web' })`. A param
 * without a value is an error: a walk over every route must say what each one stands for.
 *
 * @param {string} pattern @param {Record<string, string>} values
 */
export function fillPattern(pattern, values) {
  return pattern.replaceAll(/:(\w+)/g, (_, name) => {
    const value = values[name]
    if (value === undefined) throw new Error(`no value for :${name} in ${pattern}`)
    return encodeURIComponent(value)
  })
}
