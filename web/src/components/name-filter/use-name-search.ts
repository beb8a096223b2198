import { useEffect, useRef, useState } from 'react'
import type { ListMethod, ListQuery, RowOf } from '~/api'
import { asApiError } from '~/api'
import type { ApiError } from '~/api/errors'
import { isAbort, type SearchProgress, searchByName } from '~/api/name-search'

/** Rows asked for in each page of a search. */
export const SEARCH_PAGE_SIZE = 1000
/** Pages one search reads before it stops and offers to search further (10,000 rows). */
export const SEARCH_MAX_PAGES = 10
/** How long typing must pause before a search starts. */
export const SEARCH_DEBOUNCE_MS = 300

export type NameSearch<T> = {
  progress: SearchProgress<T> | null
  searching: boolean
  error: ApiError | null
  /** Reads the next batch of pages after where the search stopped. */
  searchFurther: () => void
  /**
   * Reads again, from the start, as far as the search has looked (after an action changed rows): the matches on
   * screen stay until the new ones are in. Does nothing while a search is under way, as that one reads afresh.
   */
  refresh: () => void
}

type Options = { pageSize?: number; maxPages?: number; debounceMs?: number }

/**
 * Searches `list` by name for `text` as the user types: the search starts once typing pauses, shows matches as
 * pages come, and is cancelled when the text (or the list: another sort, project) changes. Empty text searches
 * nothing. The list's key names the read, so a search restarts only when what it reads changes.
 */
export function useNameSearch<M extends ListMethod>(
  list: ListQuery<M>,
  text: string,
  { pageSize = SEARCH_PAGE_SIZE, maxPages = SEARCH_MAX_PAGES, debounceMs = SEARCH_DEBOUNCE_MS }: Options = {},
): NameSearch<RowOf<M>> {
  const [progress, setProgress] = useState<SearchProgress<RowOf<M>> | null>(null)
  const [searching, setSearching] = useState(false)
  const [error, setError] = useState<ApiError | null>(null)
  const controller = useRef<AbortController | null>(null)
  const listRef = useRef(list)
  listRef.current = list
  const listKey = list.page({ limit: pageSize }).key
  const needle = text.trim()
  // a refresh is asked for by an action that started renders ago: it reads what is on screen now
  const latest = useRef({ needle, progress, searching })
  latest.current = { needle, progress, searching }
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  /**
   * Searches from `from` (or the start). `again`: a quiet re-read of `pages` pages, whose matches replace those on
   * screen only at its end.
   */
  const run = (from: SearchProgress<RowOf<M>> | undefined, again?: { pages: number }) => {
    controller.current?.abort()
    const own = new AbortController()
    controller.current = own
    if (!again) setSearching(true)
    setError(null)
    searchByName(listRef.current, latest.current.needle, {
      pageSize,
      maxPages: again?.pages ?? maxPages,
      from,
      signal: own.signal,
      onProgress: again ? undefined : setProgress,
    })
      .then((found) => {
        if (again && !own.signal.aborted) setProgress(found)
      })
      .catch((e) => {
        if (!isAbort(e)) setError(asApiError(e))
      })
      .finally(() => {
        if (controller.current === own && !again) setSearching(false)
      })
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: a search restarts when its text or its list changes
  useEffect(() => {
    controller.current?.abort()
    setProgress(null)
    setError(null)
    if (!needle) {
      setSearching(false)
      return
    }
    setSearching(true)
    const timer = setTimeout(() => run(undefined), debounceMs)
    return () => {
      clearTimeout(timer)
      controller.current?.abort()
    }
  }, [needle, listKey])

  return {
    progress,
    searching,
    error,
    searchFurther: () => {
      if (progress && !progress.complete && !searching) run(progress)
    },
    refresh: () => {
      const now = latest.current
      if (!mounted.current || !now.progress || now.searching) return
      run(undefined, { pages: Math.max(1, Math.ceil(now.progress.searched / pageSize)) })
    },
  }
}
