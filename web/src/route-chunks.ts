import type { RouteChunks } from './components/route-chunks'

/**
 * The chunks each lazily loaded route module needs. The production build writes the real table here from
 * esbuild's metafile (scripts/route-chunks.mjs); this empty one serves development and tests, where modules
 * load one by one.
 */
export const routeChunks: RouteChunks = { prefix: '', suffix: '', files: [], deps: [] }
