// One round trip of code per navigation. esbuild splits each lazily loaded route module into chunks that import
// each other, so a browser that imports the module discovers its chunks one import level at a time. The build
// therefore writes a table of the chunks each route module needs (from esbuild's metafile) into the entry, and
// the route's lazy loader asks for all of them at once (web/src/components/route-chunks.ts).
//
// - Route files declare lazy routes as `lazy(() => import('./Page'))`; the build gives each such call a second
//   argument: its module's key ('pages/project/disks/DisksPage'), or, once the table exists, the index of the
//   module's file in it. The unit tests get the keys too (`routeModuleKeys`), to walk the route tree by module.
// - `buildWithRouteChunks` builds twice: once to learn the chunks, once more with the table in the entry. Only
//   the entry changes between the two (nothing but the entry imports the route files), so every chunk keeps its
//   name; it checks that.
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

const ROUTE_FILE = /[\\/]web[\\/]src[\\/](.+[\\/])?routes\.tsx$/
const TABLE_FILE = /[\\/]web[\\/]src[\\/]route-chunks\.ts$/
const LAZY_IMPORT = /\blazy\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)\s*(,\s*)?\)/g

/** 'web/src/pages/project/disks/DisksPage.tsx' -> 'pages/project/disks/DisksPage' */
export const moduleKey = (path) =>
  path
    .replaceAll('\\', '/')
    .replace(/^web\/src\//, '')
    .replace(/\.tsx?$/, '')

function resolveModule(specifier, importer, root) {
  const base = specifier.startsWith('~/')
    ? resolve(root, 'web/src', specifier.slice(2))
    : resolve(dirname(importer), specifier)
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((p) => existsSync(p))
  if (!found) throw new Error(`${relative(root, importer)}: cannot find the route module ${specifier}`)
  return relative(root, found)
}

/**
 * Adds the module key (or, given `indexOf`, its file's index in the table) to every `lazy(() => import('./X'))`
 * of a route file. A dynamic import written any other way would load its route in waves again: an error.
 */
export function addRouteModuleKeys(source, file, root, indexOf = () => undefined) {
  const keys = []
  const code = source.replace(LAZY_IMPORT, (_, quote, specifier) => {
    const key = moduleKey(resolveModule(specifier, file, root))
    keys.push(key)
    return `lazy(() => import(${quote}${specifier}${quote}), ${JSON.stringify(indexOf(key) ?? key)})`
  })
  const imports = source.match(/\bimport\s*\(/g)?.length ?? 0
  if (imports !== keys.length) {
    throw new Error(
      `${relative(root, file)}: write every lazy route as lazy(() => import('./Module')) so its chunks load at once`,
    )
  }
  return { code, keys }
}

/**
 * The esbuild plugin: keys (or table indexes) on the lazy routes, and the table, once there is one, in place of
 * web/src/route-chunks.ts.
 */
export function routeChunksPlugin({ root, keys = new Set(), table = () => null }) {
  return {
    name: 'route-chunks',
    setup(build) {
      build.onLoad({ filter: ROUTE_FILE }, ({ path }) => {
        const modules = table()?.modules ?? {}
        const result = addRouteModuleKeys(readFileSync(path, 'utf8'), path, root, (key) => modules[key])
        for (const key of result.keys) keys.add(key)
        return { contents: result.code, loader: 'tsx', resolveDir: dirname(path) }
      })
      build.onLoad({ filter: TABLE_FILE }, () => {
        const current = table()
        if (!current) return undefined
        const { modules, ...chunks } = current
        return { contents: `export const routeChunks = ${JSON.stringify(chunks)}`, loader: 'ts' }
      })
    },
  }
}

/** The same keys for the unit tests (a Vite plugin), so tests can walk the route tree by module. */
export function routeModuleKeys(root) {
  return {
    name: 'route-module-keys',
    enforce: 'pre',
    transform(code, id) {
      if (!ROUTE_FILE.test(id.split('?')[0])) return null
      return { code: addRouteModuleKeys(code, id.split('?')[0], root).code, map: null }
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
 * The table the entry carries: the chunk files that some route module needs beyond what the entry loads (their
 * URLs are prefix + file + suffix), each with the indexes of the files it imports; and, for the route files,
 * each route module's own file.
 * @returns {{ prefix: string, suffix: string, files: string[], deps: number[][], modules: Record<string, number> }}
 */
export function routeChunksTable(metafile, { entry, outdir, root, keys }) {
  const outputs = metafile.outputs
  const byEntry = new Map(Object.entries(outputs).map(([path, o]) => [o.entryPoint, path]))
  const main = byEntry.get(entry)
  if (!main) throw new Error(`${entry} is not an entry point of the build`)
  const loaded = staticClosure(outputs, main)
  const index = new Map()
  const files = []
  const deps = []
  const indexOf = (path) => {
    if (!index.has(path)) {
      index.set(path, files.length)
      files.push(relative(outdir, resolve(root, path)).replaceAll('\\', '/'))
      deps.push(null)
      const i = files.length - 1
      deps[i] = outputs[path].imports
        .filter((imp) => imp.kind === 'import-statement' && !imp.external && !loaded.has(imp.path))
        .map((imp) => indexOf(imp.path))
    }
    return index.get(path)
  }
  const modules = {}
  for (const [path, out] of Object.entries(outputs)) {
    if (!out.entryPoint || path === main || !path.endsWith('.js')) continue
    const key = moduleKey(out.entryPoint)
    if (keys.has(key)) modules[key] = indexOf(path)
  }
  // the URLs share their folder, prefix and extension: the table names each file by what differs
  const urls = files.map((f) => `/${f}`)
  const prefix = commonPrefix(urls)
  const suffix = [...commonPrefix(urls.map((u) => [...u].reverse().join('')))].reverse().join('')
  const names = urls.map((u) => u.slice(prefix.length, u.length - suffix.length))
  return { prefix, suffix, files: names, deps, modules }
}

function commonPrefix(strings) {
  if (strings.length === 0) return ''
  let prefix = strings[0]
  for (const s of strings) while (!s.startsWith(prefix)) prefix = prefix.slice(0, -1)
  return prefix
}

/**
 * Builds with the route-chunks table in the entry: a first build learns the chunks, a second writes them into
 * the entry. Returns the second build's result.
 * @param {typeof import('esbuild')} esbuild
 */
export async function buildWithRouteChunks(esbuild, options, { entry, root }) {
  const keys = new Set()
  let table = null
  const plugin = routeChunksPlugin({ root, keys, table: () => table })
  const ctx = await esbuild.context({ ...options, plugins: [...(options.plugins ?? []), plugin] })
  try {
    const first = await ctx.rebuild()
    table = routeChunksTable(first.metafile, { entry, outdir: options.outdir, root, keys })
    const second = await ctx.rebuild()
    const [before, after] = [first, second].map((r) => Object.keys(r.metafile.outputs))
    // the first build's entry (and its source map) is the only file the second does not write again
    const stale = before.filter((p) => !after.includes(p))
    const main = Object.keys(first.metafile.outputs).find(
      (p) => first.metafile.outputs[p].entryPoint === entry,
    )
    const moved = stale.filter((p) => p !== main && p !== `${main}.map`)
    if (moved.length)
      throw new Error(`the route-chunks table changed more than the entry: ${moved.join(', ')}`)
    for (const p of stale) rmSync(resolve(root, p), { force: true })
    return second
  } finally {
    await ctx.dispose()
  }
}
