/**
 * What the build tells the app about its chunks (scripts/route-chunks.mjs): the files some route module needs
 * beyond the entry (each URL is prefix + file + suffix) and, for each of them, the indexes of the files it
 * imports. Lazy routes carry the index of their module's own file.
 */
export type RouteChunks = { prefix: string; suffix: string; files: string[]; deps: number[][] }

let table: RouteChunks = { prefix: '', suffix: '', files: [], deps: [] }
const requested = new Set<number>()

export function setRouteChunks(chunks: RouteChunks) {
  table = chunks
}

/**
 * Asks for every chunk a route module needs at once, as `modulepreload` links, so its code arrives in one round
 * trip instead of one per level of imports. The module's own import() then finds them fetched or on their way.
 */
export function preloadRouteModule(file: number) {
  const pending = [file]
  while (pending.length) {
    const i = pending.pop() as number
    if (requested.has(i) || table.files[i] === undefined) continue
    requested.add(i)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = table.prefix + table.files[i] + table.suffix
    document.head.append(link)
    pending.push(...table.deps[i])
  }
}
