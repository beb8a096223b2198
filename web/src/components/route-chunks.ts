/**
 * What the build tells the app about its chunks (scripts/route-chunks.mjs), in a module that index.html preloads
 * with the entry: the files some route module needs beyond the entry (each URL is prefix + file + suffix), for
 * each of them the indexes of the files it imports, and each route module's own file, by the id its lazy route
 * carries.
 */
export type RouteChunks = {
  prefix: string
  suffix: string
  files: string[]
  deps: number[][]
  modules: Record<string, number>
}

let table: RouteChunks = { prefix: '', suffix: '', files: [], deps: [], modules: {} }
const requested = new Set<number>()

export function setRouteChunks(chunks: RouteChunks) {
  table = chunks
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
 * trip instead of one per level of imports. The module's own import() then finds them fetched or on their way.
 * A module the table does not know (in development and tests) loads the usual way.
 */
export function preloadRouteModule(module: string) {
  const start = table.modules[module]
  if (start === undefined) return
  const pending = [start]
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
