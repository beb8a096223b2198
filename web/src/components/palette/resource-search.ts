import { searchById } from './search-by-id'
import { searchByIp } from './search-by-ip'
import { searchByName } from './search-by-name'
import type { QueryKind } from './search-rules'
import { type SearchCallbacks, type SearchOptions, startRun } from './search-run'

/**
 * Finds resources for the typed text, as `kind` says it is (queryKind): by a part of their name, by their ID or by
 * an address they hold; in `options.firstProjects` before the other projects. Hits and progress stream to `callbacks` as they come; it resolves when the search has
 * ended, been stopped or been cancelled, and never rejects: what it could not search is in its progress.
 */
export async function searchResources(
  text: string,
  kind: Exclude<QueryKind, 'none'>,
  callbacks: SearchCallbacks,
  options: SearchOptions = {},
): Promise<void> {
  const run = startRun(callbacks, options)
  const search = kind === 'id' ? searchById : kind === 'ip' ? searchByIp : searchByName
  try {
    await search(run, text.trim())
  } catch {
    // each search catches what fails where it happens; anything else ends it with what it has found
  }
}
