import { type ApiParams, callApi } from './client'
import type { ListMethod, ListQuery, RowOf } from './query'

/** How far a search through a list's pages has come. */
export type SearchProgress<T> = {
  /** The rows whose name holds the text, in the list's order. */
  matches: T[]
  /** How many rows have been read. */
  searched: number
  /** Whether the last page has been read: `searched` is then the whole list. */
  complete: boolean
  /** Where a further search starts, when the search stopped before the end. */
  nextPage?: string
}

export type SearchOptions<T> = {
  /** Rows asked for in each request. */
  pageSize: number
  /** The most pages one search reads before it stops and waits to be asked to search further. */
  maxPages: number
  /** Continue an earlier search: its progress (matches so far, rows read, where it stopped). */
  from?: SearchProgress<T>
  signal?: AbortSignal
  /** Told after each page, so matches show as they come. */
  onProgress?: (progress: SearchProgress<T>) => void
}

/** A name holds the text when it contains it, case ignored and surrounding spaces trimmed. */
export const nameMatches = (name: string, text: string) =>
  name.toLowerCase().includes(text.trim().toLowerCase())

const aborted = () => new DOMException('The search was cancelled', 'AbortError')

/**
 * Reads a list page after page from its start (or where `from` stopped), keeping the rows whose name holds `text`,
 * until the last page or `maxPages` pages. The API has no search by name, so this is the only way to find one
 * past the first page; bounding the pages keeps a search of a huge list from reading all of it unasked.
 * A cancelled search (the user typed on) rejects with an AbortError and reports nothing more.
 */
export async function searchByName<M extends ListMethod>(
  list: ListQuery<M>,
  text: string,
  { pageSize, maxPages, from, signal, onProgress }: SearchOptions<RowOf<M>>,
): Promise<SearchProgress<RowOf<M>>> {
  const name = (row: RowOf<M>) => (row as { name?: string }).name ?? ''
  let progress: SearchProgress<RowOf<M>> = from ?? { matches: [], searched: 0, complete: false }
  let pageToken = from?.nextPage
  for (let pages = 0; pages < maxPages; pages++) {
    if (signal?.aborted) throw aborted()
    const q = list.page({ limit: pageSize, pageToken })
    const page = (await callApi(q.method, q.params as ApiParams<M>)) as {
      items: RowOf<M>[]
      nextPage?: string | null
    }
    if (signal?.aborted) throw aborted()
    pageToken = page.nextPage ?? undefined
    progress = {
      matches: [...progress.matches, ...page.items.filter((row) => nameMatches(name(row), text))],
      searched: progress.searched + page.items.length,
      complete: !pageToken,
      nextPage: pageToken,
    }
    onProgress?.(progress)
    if (progress.complete) break
  }
  return progress
}

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError'
