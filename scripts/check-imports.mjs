// Keeps the app's imports flowing one way, so the layout cannot erode as screens are added:
//
//   util, ui  ->  api  ->  components  ->  layouts  ->  pages  ->  routes.tsx, main.tsx
//
// - a file imports only from its own layer or those below it (util and ui from util only);
// - a resource's room (pages/<area>/<room>/) imports another room's queries.ts and nothing else of it; the
//   area's own files (pages/<area>/*.tsx) compose rooms through their routes.tsx and queries.ts;
// - no relative climbs (`../`): imports use the ~/ alias; the form kit's field components are reached
//   through its typed form-fields; SWR and Formik stay inside the data layer and the form kit; no package
//   internals; the mock API only in tests and in main.tsx's preview start-up;
// - route files, their loaders and the queries they preload reach the data layer through ~/api/query and
//   ~/api/preload, not
//   the ~/api index: the route tree is part of the first download of every page, and through the index it
//   would bring SWR along.
//
// Usage: node scripts/check-imports.mjs   (exit 1 and one line per violation when the rules are broken)
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const LAYERS = { util: 0, ui: 0, styles: 0, api: 1, components: 2, layouts: 3, pages: 4, top: 5 }

/** Where a path under web/src sits: its layer and, for pages, its area and room. */
export function placeOf(path) {
  const parts = path.split('/')
  const [first] = parts
  // `~/api` is the data layer's index; a lone file name is routes.tsx or main.tsx
  if (parts.length === 1) return { layer: first in LAYERS ? first : 'top' }
  if (first === 'pages') {
    const area = parts[1]
    // pages/<area>/<room>/... is a room; files right under pages/<area>/ belong to the area itself
    const room = parts.length > 3 ? parts[2] : null
    return { layer: 'pages', area, room }
  }
  return { layer: first in LAYERS ? first : 'top' }
}

/** The route tree, its loaders and the queries they preload: the first download of every page, or of every signed-in page. */
const isRouteTree = (path) => /^[a-z-]+-routes\.tsx$|(^|\/)(routes\.tsx|loaders\.ts|queries\.ts)$/.test(path)

const isTest = (path) => /\.test\.tsx?$/.test(path) || path.startsWith('testing/')

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g

/** The specifiers a source file imports, statically or dynamically. */
export const importsOf = (source) => [...source.matchAll(IMPORT)].map((m) => m[2])

/** What is wrong with one import of `from` (a path under web/src); null when it is fine. */
export function violation(from, spec) {
  if (spec.startsWith('../')) return `climbs with a relative path (${spec}); import it through ~/`
  if (/(^|\/)_internal(\/|$)/.test(spec)) return `imports a package's internals (${spec})`
  if ((spec === 'swr' || spec.startsWith('swr/')) && !from.startsWith('api/'))
    return `uses SWR outside the data layer (${spec}); read through ~/api`
  if (spec === 'formik' && !from.startsWith('components/form/')) return 'uses Formik outside the form kit'
  if (spec.startsWith('~mock/') && !isTest(from) && from !== 'main.tsx')
    return `imports the mock API (${spec}) from app code`
  if (spec === '~/api' && isRouteTree(from))
    return 'imports the ~/api index into the route tree; use ~/api/query and ~/api/preload (the index brings SWR)'
  if (!spec.startsWith('~/')) return null

  const to = spec.slice(2)
  if (isTest(from)) return null
  if (to.startsWith('components/form/fields/') && !from.startsWith('components/form/'))
    return `uses a raw form field (${spec}); use formFields<Values>() from ~/components/form/form-fields`

  const a = placeOf(from)
  const b = placeOf(to)
  if (LAYERS[b.layer] > LAYERS[a.layer]) return `imports upwards, from ${a.layer} into ${b.layer} (${spec})`
  if ((a.layer === 'util' || a.layer === 'ui') && b.layer !== a.layer && b.layer !== 'util')
    return `${a.layer} may only import util (${spec})`

  if (a.layer === 'pages' && b.layer === 'pages' && b.room && !(a.area === b.area && a.room === b.room)) {
    const file = to.split('/').at(-1)
    const face = a.room ? ['queries'] : ['queries', 'routes']
    if (!face.includes(file)) return `reaches into the room pages/${b.area}/${b.room} (${spec})`
  }
  return null
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === '__generated__') continue
    const p = join(dir, name)
    if (statSync(p).isDirectory()) walk(p, out)
    else if (/\.tsx?$/.test(name)) out.push(p)
  }
  return out
}

export function checkTree(src) {
  const problems = []
  for (const file of walk(src)) {
    const from = relative(src, file)
    const source = readFileSync(file, 'utf8')
    for (const spec of importsOf(source)) {
      const why = violation(from, spec)
      if (why) problems.push(`web/src/${from}: ${why}`)
    }
  }
  return problems
}

if (process.argv[1] === import.meta.filename) {
  const problems = checkTree(join(import.meta.dirname, '../web/src'))
  for (const p of problems) console.error(p)
  if (problems.length) {
    console.error(`\n${problems.length} import(s) break the layout rules (see scripts/check-imports.mjs)`)
    process.exit(1)
  }
  console.log('imports: every one flows the allowed way')
}
