import { useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { ListMethod } from '~/api'
import { lazyComponent } from '~/components/lazy-component'
import { QueryTable } from '~/components/QueryTable'
import field from '~/ui/Field.module.css'
import type { Noun } from '~/util/search-summary'
import type { NameSearchResultsProps } from './NameSearchResults'
import f from './name-filter.module.css'

// the search loads the first time a filter is typed, so a list without one downloads none of it
const NameSearchResults = lazyComponent(() => import('./NameSearchResults'), 'NameSearchResults')

/** The URL's name filter: `?name=`. */
export const NAME_FILTER_PARAM = 'name'

type Props<M extends ListMethod> = Parameters<typeof QueryTable<M>>[0] & {
  /** What the list holds, for the sentence that says how far a search has looked. */
  noun: Noun
}

const noActions = () => []

/**
 * A list with a "Filter by name" field above it. With no filter it is the list as QueryTable shows it (pages,
 * sort); with one, the rows whose name holds the text, searched page after page through the whole list (the API
 * has no search by name). The filter is in the URL, so a filtered list can be shared and Back undoes it.
 */
export function FilterableQueryTable<M extends ListMethod>({ noun, ...props }: Props<M>) {
  const id = useId()
  const [search, setSearch] = useSearchParams()
  const fromUrl = search.get(NAME_FILTER_PARAM) ?? ''
  // the field follows typing at once; the URL, which the search reads, follows the field
  const [text, setText] = useState(fromUrl)
  const [seen, setSeen] = useState(fromUrl)
  if (fromUrl !== seen) {
    // the URL changed under the field (Back, a link): the field shows it
    setSeen(fromUrl)
    setText(fromUrl)
  }
  const onChange = (value: string) => {
    setText(value)
    setSeen(value)
    const next = new URLSearchParams(search)
    // a page token belongs to the unfiltered list
    next.delete('page')
    if (value) next.set(NAME_FILTER_PARAM, value)
    else next.delete(NAME_FILTER_PARAM)
    // typing is one step of history, not one per key
    setSearch(next, { replace: Boolean(fromUrl) && Boolean(value), preventScrollReset: true })
  }
  const results = {
    query: props.query,
    text: fromUrl,
    noun,
    label: props.label,
    columns: props.columns,
    rowKey: props.rowKey,
    rowLabel: props.rowLabel,
    useItems: props.useRowActions ?? props.rowActions ?? noActions,
    // as QueryTable: the toolbar runs each row's `rowActions` item
    bulk: props.bulk && props.rowActions ? { ...props.bulk, rowActions: props.rowActions } : undefined,
  } as unknown as NameSearchResultsProps
  return (
    <>
      {/* a native field, so that a list's first load carries no field code of its own */}
      <div className={`${field.field} ${f.bar}`}>
        <label htmlFor={id} className={field.label}>
          Filter by name
        </label>
        <input
          id={id}
          type="search"
          className={field.input}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          placeholder="Part of a name"
          autoComplete="off"
        />
      </div>
      {fromUrl.trim() ? <NameSearchResults {...results} /> : <QueryTable {...props} />}
    </>
  )
}
