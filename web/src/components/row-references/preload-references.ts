import type { ApiMethod } from '~/api/client'
import { preload } from '~/api/preload'
import type { Query } from '~/api/query'

/** The ids rows name, each once, in a stable order (so the same set is the same read). */
const distinctIds = (ids: readonly (string | null | undefined)[]): string[] =>
  [...new Set(ids.filter((id): id is string => Boolean(id)))].sort()

/**
 * For loaders: reads, by its id, each resource the rows about to show name. One that cannot be read (deleted
 * since) is the page's to show beside its row, never the route's error screen.
 */
export function preloadReferences<M extends ApiMethod>(
  ids: readonly (string | null | undefined)[],
  byId: (id: string) => Query<M>,
): Promise<unknown> {
  return Promise.all(distinctIds(ids).map((id) => preload(byId(id)).catch(() => undefined)))
}
