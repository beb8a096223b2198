import { useEffect, useState } from 'react'
import { searchResources } from './resource-search'
import { addHits, type Hit, type QueryKind, queryKind, type SearchProgress } from './search-rules'

/** A pause in typing before a name is searched for: each keystroke would otherwise start a search. */
export const TYPING_PAUSE_MS = 250

export type ResourceSearch = {
  kind: QueryKind
  hits: Hit[]
  progress: SearchProgress | null
  running: boolean
}

const IDLE: ResourceSearch = { kind: 'none', hits: [], progress: null, running: false }

/**
 * The resources found for `text`, streaming in as the search goes, in `firstProjects` before the others (a new
 * array starts the search again: keep it the same). A new text cancels the search of the last
 * (its requests are aborted, and what they would still report is dropped); a pasted ID or address is looked up
 * at once, a name once typing pauses.
 */
export function useResourceSearch(text: string, firstProjects: readonly string[]): ResourceSearch {
  const [search, setSearch] = useState(IDLE)
  useEffect(() => {
    const kind = queryKind(text)
    if (kind === 'none') {
      setSearch(IDLE)
      return
    }
    const controller = new AbortController()
    const { signal } = controller
    const apply = (change: (s: ResourceSearch) => ResourceSearch) => {
      if (!signal.aborted) setSearch(change)
    }
    setSearch({ kind, hits: [], progress: null, running: true })
    const timer = setTimeout(
      () => {
        const callbacks = {
          signal,
          onHits: (found: Hit[]) => apply((s) => ({ ...s, hits: addHits(s.hits, found) })),
          onProgress: (progress: SearchProgress) => apply((s) => ({ ...s, progress })),
        }
        searchResources(text, kind, callbacks, { firstProjects }).then(() =>
          apply((s) => ({ ...s, running: false })),
        )
      },
      kind === 'name' ? TYPING_PAUSE_MS : 0,
    )
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, firstProjects])
  return search
}
