/**
 * What the build tells the app about its chunks (scripts/route-chunks.mjs): the files some route module needs
 * beyond the entry, the files each of them imports (by index), and each route module's own file.
 */
export type RouteChunks = { files: string[]; deps: number[][]; modules: Record<string, number> }

let table: RouteChunks = { files: [], deps: [], modules: {} }
const requested = new Set<number>()

export function setRouteChunks(chunks: RouteChunks) {
  table = chunks
}

/**
 * Asks for every chunk a route module needs at once, as `modulepreload` links, so its code arrives in one round
 * trip instead of one per level of imports. The module's own import() then finds them fetched or on their way.
 */
export function preloadRouteModule(key: string) {
  const start = table.modules[key]
  if (start === undefined) return
  const pending = [start]
  while (pending.length) {
    const i = pending.pop() as number
    if (requested.has(i)) continue
    requested.add(i)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = `/${table.files[i]}`
    document.head.append(link)
    pending.push(...table.deps[i])
  }
}
