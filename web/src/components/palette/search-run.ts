import { ApiError } from '~/api'
import { resourceKey } from './resource-pages'
import { type Hit, SEARCH_BOUNDS, type SearchBounds, type SearchProgress, START } from './search-rules'

/** What a search reports to whoever shows it, and the signal that cancels it (a newer search). */
export type SearchCallbacks = {
  signal: AbortSignal
  onHits: (hits: Hit[]) => void
  onProgress: (progress: SearchProgress) => void
}

/** One search as it runs: its bounds, what it has found, and how it stops. */
export type SearchRun = {
  /** Aborted when the search is cancelled, has found enough, or has found the one thing it looks for. */
  signal: AbortSignal
  bounds: SearchBounds
  /** The projects to search before the others: the one on screen, those visited last. */
  firstProjects: readonly string[]
  progress: () => SearchProgress
  update: (change: (p: SearchProgress) => Partial<SearchProgress>) => void
  found: (hits: Hit[]) => void
  /** Ends the search early: what is still being read is dropped. */
  stop: () => void
  /** Notes a place whose list failed, unless the search was stopped or cancelled meanwhile. */
  failed: (where: string) => void
}

/**
 * Whether a lookup by name or ID found nothing the user may see, or was not a lookup the API takes (an ID of
 * another kind): no match, and no failure either.
 */
export const isMiss = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.statusCode ?? 0)

export type SearchOptions = { bounds?: SearchBounds; firstProjects?: readonly string[] }

export function startRun(
  callbacks: SearchCallbacks,
  { bounds = SEARCH_BOUNDS, firstProjects = [] }: SearchOptions = {},
): SearchRun {
  const inner = new AbortController()
  const cancelled = callbacks.signal
  if (cancelled.aborted) inner.abort()
  else cancelled.addEventListener('abort', () => inner.abort(), { once: true })
  let progress = START
  // each resource once, however many ways it was found (by its name and in its list)
  const seen = new Set<string>()
  const update: SearchRun['update'] = (change) => {
    if (cancelled.aborted) return
    progress = { ...progress, ...change(progress) }
    callbacks.onProgress(progress)
  }
  return {
    signal: inner.signal,
    bounds,
    firstProjects,
    progress: () => progress,
    update,
    found: (hits) => {
      if (inner.signal.aborted) return
      const fresh = hits.filter((h) => !seen.has(resourceKey(h)) && seen.add(resourceKey(h)))
      if (fresh.length === 0) return
      callbacks.onHits(fresh)
      if (seen.size >= bounds.maxHits) {
        update(() => ({ hitsCut: true }))
        inner.abort()
      }
    },
    stop: () => inner.abort(),
    failed: (where) => {
      if (inner.signal.aborted) return
      update((p) => ({ failedIn: p.failedIn.includes(where) ? p.failedIn : [...p.failedIn, where] }))
    },
  }
}
