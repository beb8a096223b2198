import { type ApiData, type ApiMethod, peek, type Query, usePreloadedApiQuery } from '~/api'
import { READING, type Reference, referenceOf } from './reference'

/** How rows read the resource they name by id. */
export type ReferenceRead<M extends ApiMethod> = {
  /** The read of one resource by its id. */
  byId: (id: string) => Query<M>
  /** Read again this often (ms), as the rows naming it are; absent or 0: read once. */
  refreshInterval?: number
}

/**
 * What a row knows of the resource `id` names, read by that id: a page reads the resources its rows on screen
 * name, never the whole list they belong to. Rows (and a row's cell and menu) naming the same id share one
 * read, which takes over the route loader's. Undefined without an id.
 */
export function useReference<M extends ApiMethod>(
  read: ReferenceRead<M>,
  id: string | null | undefined,
): Reference<ApiData<M>> | undefined {
  const { data, error } = usePreloadedApiQuery(id ? read.byId(id) : null, {
    refreshInterval: read.refreshInterval,
  })
  return id ? referenceOf(data, error) : undefined
}

/**
 * The same as far as it has been read, for what is worked out outside a row's render (the toolbar's check of
 * the selected rows): found, or still reading.
 */
export function peekReference<M extends ApiMethod>(
  read: ReferenceRead<M>,
  id: string | null | undefined,
): Reference<ApiData<M>> | undefined {
  if (!id) return undefined
  const data = peek(read.byId(id))
  return data === undefined ? READING : { state: 'found', data }
}
