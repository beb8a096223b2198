/**
 * What the build tells the app about its chunks (scripts/route-chunks.mjs), in modules of their own: the files
 * route modules share beyond the entry (each URL is prefix + file + suffix), for each of them the indexes of the
 * files it imports, and for each route module (by the id its lazy route carries) the files it imports. There are
 * two tables: the public one, which index.html preloads with the entry and which names the signed-in area's
 * (`signedIn`), loaded with the signed-in routes.
 */
export type RouteChunks = {
  prefix: string
  suffix: string
  files: string[]
  deps: number[][]
  modules: Record<string, number[]>
  signedIn?: string
}

let tables: RouteChunks[] = []
/** URLs asked for already: the two tables can name the same file. */
const requested = new Set<string>()
/** The signed-in table, once added. */
let signedInAdded: string | undefined

/** Replaces the tables the app knows with these. */
export function setRouteChunks(...chunks: RouteChunks[]) {
  tables = chunks
  signedInAdded = undefined
  requested.clear()
}

const importTable = async (href: string) =>
  ((await import(/* the build's own file, not bundled */ href)) as { routeChunks: RouteChunks }).routeChunks

/** Reads the build's public table, which index.html names and preloads; development and tests have none. */
export async function loadRouteChunks() {
  const link = document.querySelector<HTMLLinkElement>('link[data-route-chunks]')
  if (!link) return
  try {
    setRouteChunks(await importTable(link.href))
  } catch (error) {
    // the tables only speed loading up: without them each module loads the usual way
    console.warn('the route-chunks table did not load', error)
  }
}

/**
 * Reads the signed-in area's table, which the public one names, and adds it, once: the start-up loads it with
 * the signed-in routes.
 */
export async function loadSignedInRouteChunks() {
  const href = tables.find((t) => t.signedIn)?.signedIn
  if (!href || signedInAdded === href) return
  try {
    const table = await importTable(href)
    if (signedInAdded !== href) tables = [...tables, table]
    signedInAdded = href
  } catch (error) {
    console.warn('the signed-in route-chunks table did not load', error)
  }
}

/**
 * Asks for every chunk a route module needs at once, as `modulepreload` links, so its code arrives in one round
 * trip instead of one per level of imports; the module's own import(), right after, asks for its file and finds
 * the rest fetched or on their way. A module the tables do not know (in development and tests) loads the usual
 * way.
 */
export function preloadRouteModule(module: string) {
  const table = tables.find((t) => module in t.modules)
  if (!table) return
  const pending = [...table.modules[module]]
  while (pending.length) {
    const i = pending.pop() as number
    const href = table.prefix + table.files[i] + table.suffix
    if (requested.has(href)) continue
    requested.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
    pending.push(...table.deps[i])
  }
}
