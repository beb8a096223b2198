// Which of the app's modules load lazily (imported with `import()`), which files import each, and which belong
// to the signed-in area, read from the sources before a build: the route-chunks plugin (route-chunks.mjs) needs
// them as the build starts, to tell esbuild what loads with what.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/** The file an import of the app names, relative to the repository, or undefined. */
export function findModule(specifier, importer, root) {
  const base = specifier.startsWith('~/')
    ? resolve(root, 'web/src', specifier.slice(2))
    : resolve(dirname(importer), specifier)
  const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((p) => existsSync(p))
  return found && relative(root, found)
}

/** The app's modules that something imports with `import()`: the lazily loaded ones. */
export const lazyModules = (root) => new Set(lazyImporters(root).keys())

/** The app's lazily loaded modules, each with the files that import it with `import()`. */
export function lazyImporters(root) {
  const found = new Map()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '__generated__') walk(path)
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, specifier] of readFileSync(path, 'utf8').matchAll(
          /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
        )) {
          // (a name that leads nowhere is an example in a comment)
          const module = /^(\.|~\/)/.test(specifier) && findModule(specifier, path, root)
          if (!module) continue
          const key = resolve(root, module)
          if (!found.has(key)) found.set(key, new Set())
          found.get(key).add(path)
        }
      }
    }
  }
  walk(resolve(root, 'web/src'))
  return found
}

const SIGNED_IN_ROUTES = /[\\/]web[\\/]src[\\/]signed-in-routes\.tsx$/

/** The pages and layouts, but the sign-in, device and error pages: what lies behind the signed-in routes. */
const inSignedInFolders = (path) =>
  /[\\/]web[\\/]src[\\/](layouts|pages)[\\/]/.test(path) &&
  !/[\\/]web[\\/]src[\\/]pages[\\/](auth|errors)[\\/]/.test(path)

/** The app's files that `file` imports statically (`import` and `export ... from`), type-only imports aside. */
function staticImports(file, root) {
  const found = []
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
    /^\s*(?:import|export)\s+(?!type\b)(?:[\w\s{},*$]+?\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    const module = /^(\.|~\/)/.test(specifier) && findModule(specifier, file, root)
    if (module) found.push(resolve(root, module))
  }
  return found
}

/**
 * The lazily loaded modules of the signed-in area, which load only after the signed-in routes: those no public
 * page can load. Public code is what the entry imports, the lazily loaded modules public code imports, and what
 * they import in turn, short of the signed-in routes and the pages and layouts behind them. So a popup or dialog
 * of ui/ or components/ that only signed-in pages open belongs to the area, and one that a public page can open
 * (the confirmation dialog, whose host is on every page) does not.
 * @param {Map<string, Set<string>>} importers from `lazyImporters`
 * @returns {Set<string>} their paths
 */
export function signedInModules(root, importers = lazyImporters(root), entry = 'web/src/main.tsx') {
  const reached = new Set()
  const reach = (file) => {
    if (reached.has(file)) return
    reached.add(file)
    for (const imported of staticImports(file, root)) reach(imported)
  }
  reach(resolve(root, entry))
  for (let grew = true; grew; ) {
    grew = false
    for (const [module, by] of importers) {
      if (reached.has(module) || SIGNED_IN_ROUTES.test(module) || inSignedInFolders(module)) continue
      if (![...by].some((file) => reached.has(file))) continue
      reach(module)
      grew = true
    }
  }
  return new Set([...importers.keys()].filter((m) => !reached.has(m) && !SIGNED_IN_ROUTES.test(m)))
}

/** Whether a lazily loaded module can load on a public page: neither the signed-in routes nor their area's. */
export const isPublicModuleOf = (signedIn) => (path) => !signedIn.has(path) && !SIGNED_IN_ROUTES.test(path)
