/**
 * What the build tells the app about its chunks (scripts/route-chunks.mjs), in a module that index.html preloads
 * with the entry: the files route modules share beyond the entry (each URL is prefix + file + suffix), for each
 * of them the indexes of the files it imports, and for each route module (by the id its lazy route carries) the
 * files it imports.
 */
export type RouteChunks = {
  prefix: string
  suffix: string
  files: string[]
  deps: number[][]
  modules: Record<string, number[]>
}

let table: RouteChunks = { prefix: '', suffix: '', files: [], deps: [], modules: {} }
const requested = new Set<number>()

export function setRouteChunks(chunks: RouteChunks) {
  table = chunks
  // indexes name files of the table they came from
  requested.clear()
}

/** Reads the build's table, which index.html names and preloads; development and tests have none. */
export async function loadRouteChunks() {
  const link = document.querySelector<HTMLLinkElement>('link[data-route-chunks]')
  if (!link) return
  const { routeChunks } = (await import(/* the build's own file, not bundled */ link.href)) as {
    routeChunks: RouteChunks
  }
  setRouteChunks(routeChunks)
}

/**
 * Asks for every chunk a route module needs at once, as `modulepreload` links, so its code arrives in one round
 * trip instead of one per level of imports; the module's own import(), right after, asks for its file and finds
 * the rest fetched or on their way. A module the table does not know (in development and tests) loads the usual
 * way.
 */
export function preloadRouteModule(module: string) {
  const pending = [...(table.modules[module] ?? [])]
  while (pending.length) {
    const i = pending.pop() as number
    if (requested.has(i)) continue
    requested.add(i)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = table.prefix + table.files[i] + table.suffix
    document.head.append(link)
    pending.push(...table.deps[i])
  }
}
