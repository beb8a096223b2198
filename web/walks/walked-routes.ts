import { readRoutePatterns } from '../../scripts/route-patterns.mjs'
import { samplePath } from './route-samples'

/** What the walks over every page, in the unit suite and in the browser, share. */

export type WalkedRoute = { pattern: string; path: string }

/** Every page of the route tree, filled in with the seed's sample values; a new route is walked by itself. */
export async function walkedRoutes(): Promise<WalkedRoute[]> {
  return (await readRoutePatterns()).map(({ pattern }) => ({ pattern, path: samplePath(pattern) }))
}

/**
 * Where a walk rests before a page: Page not found inside the signed-in shell (an id the lookup refuses), a
 * screen no walked page may end on, so a step can tell the next page's screen from the last one's.
 */
export const BETWEEN_PAGES = '/lookup/i/between-pages'

export const ERROR_TITLES = ['Something went wrong', 'Page not found'] as const

/** Whether `path` is a page of the tree: a redirect must end on one. */
export function isRoutedPath(path: string, routes: WalkedRoute[]) {
  return routes.some(({ pattern }) =>
    new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path.replace(/(.)\/$/, '$1')),
  )
}

/** `lookup/i/{id}` and `lookup/instances/{id}`, which turn an instance id into its page. */
export const isInstanceLookup = (pattern: string) => pattern.startsWith('/lookup/')
