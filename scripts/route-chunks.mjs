// One round trip of code per navigation. esbuild splits each lazily loaded route module into chunks that import
// each other, so a browser that imports the module discovers its chunks one import level at a time. The build
// therefore writes tables of the chunks each route module needs (from esbuild's metafile) beside the assets, and
// a route's lazy loader asks for all of its chunks at once (web/src/components/route-chunks.ts). There are two:
// the public table, which index.html preloads with the entry, and the signed-in area's, which the public one
// names and the app loads with the signed-in routes, so the sign-in pages do without the signed-in pages' lists.
//
// - Route files declare lazy routes as `lazy(() => import('./Page'))`; the build gives each such call a second
//   argument naming its module: a short id (route-bytes.mjs gives the module's key instead, to walk the route
//   tree by module).
// - Every lazily loaded module is built as if it imported what the entry imports, and those of the signed-in area
//   (lazy-modules.mjs tells which) also the signed-in routes (which load before any of them). esbuild puts code in one chunk per set of entry
//   points that reach it; without this, each module the entry or those routes share with some pages would be a
//   chunk of its own, and the first download would be thirty small files instead of a few.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { findModule, isPublicModuleOf, lazyImporters, lazyModules, signedInModules } from './lazy-modules.mjs'

/** A route file: any `routes.tsx`, and the route trees beside main.tsx (`shell-routes.tsx`). */
export const ROUTE_FILE = /[\\/]web[\\/]src[\\/]((.+[\\/])?routes|[a-z-]+-routes)\.tsx$/
const LAZY_IMPORT =
  /\b(lazy|lazyRoutes|preloadCode)\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\2\s*\)\s*(,\s*)?\)/g

/** 'web/src/pages/project/disks/DisksPage.tsx' -> 'pages/project/disks/DisksPage' */
export const moduleKey = (path) =>
  path
    .replaceAll('\\', '/')
    .replace(/^web\/src\//, '')
    .replace(/\.tsx?$/, '')

/**
 * The few characters that name each lazily loaded module in a build, where its lazy route and the table meet: its
 * place among the app's lazily loaded modules (`lazyModules`, found again unless given) in key order, in base 36
 * (numbers that count up compress well).
 * @returns {Map<string, string>} by module key
 */
export const moduleIds = (root, lazy = lazyModules(root)) =>
  new Map(
    [...lazy]
      .map((path) => moduleKey(relative(root, path)))
      .sort()
      .map((key, i) => [key, i.toString(36)]),
  )

function resolveModule(specifier, importer, root) {
  const found = findModule(specifier, importer, root)
  if (!found) throw new Error(`${relative(root, importer)}: cannot find the route module ${specifier}`)
  return found
}

/**
 * Adds which module it loads (its key, or its id from `ids`) to every `lazy(() => import('./X'))` of a route
 * file. A dynamic import written any other way would load its route in waves again: an error.
 * @param {{ ids?: Map<string, string> }} opts `ids`: the build's module ids (`moduleIds`)
 */
export function addRouteModuleKeys(source, file, root, { ids } = {}) {
  const keys = []
  const code = source.replace(LAZY_IMPORT, (_, helper, quote, specifier) => {
    const key = moduleKey(resolveModule(specifier, file, root))
    keys.push(key)
    if (ids && !ids.has(key)) throw new Error(`${relative(root, file)}: ${key} has no module id`)
    return `${helper}(() => import(${quote}${specifier}${quote}), ${JSON.stringify(ids ? ids.get(key) : key)})`
  })
  const imports = source.match(/\bimport\s*\(/g)?.length ?? 0
  if (imports !== keys.length) {
    throw new Error(
      `${relative(root, file)}: write every lazy route as lazy(() => import('./Module')) (and code to preload as preloadCode(() => import('...'))) so its chunks load at once`,
    )
  }
  return { code, keys }
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * One binding from each module the entry imports (main.tsx's `import { a } from '...'` lines), re-exported: what
 * a lazily loaded module re-exports to say that everything the entry loads is loaded whenever it is.
 */
export function entryReexports(source) {
  const lines = []
  const reexport = (clause, from) => lines.push(`export ${clause} from '${from}'`)
  for (const [, what, specifier] of source.matchAll(
    /^import\s+(?!type\b)(?:([^'"]+?)\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    if (!what) {
      // a stylesheet the build merges anyway; anything else run for its effect cannot be named here
      if (specifier.endsWith('.css')) continue
      throw new Error(`the entry imports ${specifier} for its effect only: import a binding of it instead`)
    }
    if (specifier.startsWith('../')) throw new Error(`the entry imports ${specifier}: import it through ~/`)
    const from = specifier.startsWith('./') ? `~/${specifier.slice(2)}` : specifier
    const namespace = /\*\s+as\s+\w+/.test(what)
    const named = /\{([^}]*)\}/
      .exec(what)?.[1]
      .split(',')
      .map((name) => name.trim())
      .find((name) => name && !name.startsWith('type '))
      ?.split(/\s+as\s+/)[0]
    const binding = named ?? (/^\w+/.test(what) ? 'default' : null)
    const name = `__entry${lines.length}`
    if (namespace) reexport(`* as ${name}`, from)
    else if (binding) reexport(`{ ${binding} as ${name} }`, from)
    // an import of types only (`import { type A } from`) loads nothing
  }
  return lines.join('\n')
}

/**
 * The esbuild plugin: ids on the lazy routes, and every lazily loaded module built as one that imports what the
 * entry imports, and in the signed-in area also the signed-in routes. esbuild puts code in one chunk per set of
 * entry points that reach it; without this, each module the entry shares with some pages would be a chunk of
 * its own, and the first download would be thirty small files instead of a few. It fills `keys` (the route
 * modules), `ids` and `signedIn` (`signedInModules`) as the build starts.
 */
export function routeChunksPlugin({
  root,
  keys = new Set(),
  ids = new Map(),
  signedIn = new Set(),
  entry = 'web/src/main.tsx',
}) {
  return {
    name: 'route-chunks',
    setup(build) {
      const importers = lazyImporters(root)
      const lazy = [...importers.keys()]
      for (const [key, id] of moduleIds(root, lazy)) ids.set(key, id)
      for (const path of signedInModules(root, importers, entry)) signedIn.add(path)
      build.onLoad({ filter: ROUTE_FILE }, ({ path }) => {
        const result = addRouteModuleKeys(readFileSync(path, 'utf8'), path, root, { ids })
        for (const key of result.keys) keys.add(key)
        return { contents: result.code, loader: 'tsx', resolveDir: dirname(path) }
      })
      if (lazy.length === 0) return
      const withEntry = entryReexports(readFileSync(resolve(root, entry), 'utf8'))
      build.onLoad({ filter: new RegExp(`^(${lazy.map(escapeRegExp).join('|')})$`) }, ({ path }) => {
        // what is loaded already whenever this module is: say so, for esbuild's chunking
        const loaded = signedIn.has(path)
          ? `${withEntry}\nexport { routes as __loadedWithSignedInRoutes } from '~/signed-in-routes'`
          : withEntry
        const contents = `${readFileSync(path, 'utf8')}\n${loaded}\n`
        return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(path) }
      })
    },
  }
}

/** Every JS output the given output imports statically, itself included. */
export function staticClosure(outputs, start, into = new Set()) {
  if (into.has(start)) return into
  into.add(start)
  for (const i of outputs[start].imports) {
    if (i.kind === 'import-statement' && !i.external) staticClosure(outputs, i.path, into)
  }
  return into
}

/**
 * A table of route chunks: the chunk files that the route modules of `keys` share beyond what the entry (and the
 * `loadedWith` entry points, loaded before any of them) loads (their URLs are prefix + file + suffix), each with
 * the indexes of the files it imports; and, by module id, the files each route module imports.
 * @returns {{ prefix: string, suffix: string, files: string[], deps: number[][], modules: Record<string, number[]> }}
 */
export function routeChunksTable(metafile, { entry, outdir, root, keys, ids, loadedWith = [] }) {
  const outputs = metafile.outputs
  const byEntry = new Map(Object.entries(outputs).map(([path, o]) => [o.entryPoint, path]))
  const main = byEntry.get(entry)
  if (!main) throw new Error(`${entry} is not an entry point of the build`)
  const loaded = staticClosure(outputs, main)
  for (const module of loadedWith) {
    if (!byEntry.has(module)) throw new Error(`${module} is not an entry point of the build`)
    staticClosure(outputs, byEntry.get(module), loaded)
  }
  const index = new Map()
  const files = []
  const deps = []
  const importsOf = (path) => [
    ...new Set(
      outputs[path].imports
        .filter((imp) => imp.kind === 'import-statement' && !imp.external && !loaded.has(imp.path))
        .map((imp) => imp.path),
    ),
  ]
  // an import that another import already brings along need not be listed: the walk finds it anyway
  const needed = (path) => {
    const direct = importsOf(path)
    const through = new Set(direct.flatMap((d) => [...staticClosure(outputs, d)].filter((p) => p !== d)))
    return direct.filter((d) => !through.has(d))
  }
  const indexOf = (path) => {
    if (!index.has(path)) {
      index.set(path, files.length)
      files.push(relative(outdir, resolve(root, path)).replaceAll('\\', '/'))
      const i = files.length - 1
      deps[i] = needed(path).map(indexOf)
    }
    return index.get(path)
  }
  // a module's own file is not listed: its import() asks for it, at the same moment as the rest
  const modules = {}
  for (const [path, out] of Object.entries(outputs)) {
    if (!out.entryPoint || path === main || !path.endsWith('.js')) continue
    const key = moduleKey(out.entryPoint)
    if (!keys.has(key)) continue
    if (!ids.has(key)) throw new Error(`the route module ${key} has no id`)
    modules[ids.get(key)] = needed(path).map(indexOf)
  }
  // the URLs share their folder, prefix and extension: the table names each file by what differs
  const urls = files.map((f) => `/${f}`)
  const prefix = commonPrefix(urls)
  // (the suffix is sought past the prefix: with one file, the prefix is all of it)
  const rests = urls.map((u) => u.slice(prefix.length))
  const suffix = [...commonPrefix(rests.map((u) => [...u].reverse().join('')))].reverse().join('')
  const names = urls.map((u) => u.slice(prefix.length, u.length - suffix.length))
  return { prefix, suffix, files: names, deps, modules }
}

function commonPrefix(strings) {
  if (strings.length === 0) return ''
  let prefix = strings[0]
  for (const s of strings) while (!s.startsWith(prefix)) prefix = prefix.slice(0, -1)
  return prefix
}

/** Writes a table as its own content-hashed module, `assets/route-chunks-<hash>.js`; returns its path. */
function writeTable(outdir, table) {
  const contents = `export const routeChunks = ${JSON.stringify(table)}\n`
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 8).toUpperCase()
  const file = `assets/route-chunks-${hash}.js`
  writeFileSync(resolve(outdir, file), contents)
  return file
}

/**
 * Builds with the route-chunks tables: esbuild's build, then two tables, each written as its own content-hashed
 * module. The signed-in area's (`signedInRouteChunks`) lists its pages; the public one (`routeChunks`, which
 * index.html preloads) lists the rest and names the signed-in one as `signedIn`, for the app to load with the
 * signed-in routes.
 * @param {typeof import('esbuild')} esbuild
 */
export async function buildWithRouteChunks(esbuild, options, { entry, root }) {
  const keys = new Set()
  const ids = new Map()
  const signedIn = new Set()
  const plugin = routeChunksPlugin({ root, keys, ids, signedIn, entry })
  const result = await esbuild.build({ ...options, plugins: [...(options.plugins ?? []), plugin] })
  const signedInArea = new Set([...signedIn].map((path) => moduleKey(relative(root, path))))
  const signedInKeys = new Set([...keys].filter((key) => signedInArea.has(key)))
  const publicKeys = new Set([...keys].filter((key) => !signedInKeys.has(key)))
  const tableOf = (keys, loadedWith) =>
    routeChunksTable(result.metafile, { entry, outdir: options.outdir, root, keys, ids, loadedWith })
  // the signed-in pages load after the signed-in routes: what those import need not be listed again
  const signedInTable = tableOf(signedInKeys, ['web/src/signed-in-routes.tsx'])
  const signedInRouteChunks = writeTable(options.outdir, signedInTable)
  const routeChunks = writeTable(options.outdir, {
    ...tableOf(publicKeys),
    signedIn: `/${signedInRouteChunks}`,
  })
  return { ...result, routeChunks, signedInRouteChunks, isPublicModule: isPublicModuleOf(signedIn) }
}
