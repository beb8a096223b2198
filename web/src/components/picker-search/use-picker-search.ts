import { useEffect, useState } from 'react'
import { type ListMethod, type ListQuery, PICKER_PAGE_SIZE, type RowOf } from '~/api'
import { useNameSearch } from '~/components/name-filter/use-name-search'
import { type Noun, pickerSummary } from '~/util/search-summary'

/** Pages a picker's search reads before it asks the user to type more (10,000 items). */
const PICKER_MAX_PAGES = 10

type FirstPage<T> = { items: T[]; nextPage?: string | null }

const idOf = (row: unknown) => (row as { id?: string }).id

/**
 * A picker over the first page of a list that searches the rest as the user types. A list that fits in its first
 * page is all there, as before, and searches nothing; a longer one adds the items whose name holds the typed text,
 * found page after page (bounded, cancelled when the text changes), and says how much it has looked at. What a
 * search found stays among the items, so a choice made from it is still there when the next search begins.
 * Give `onSearch` and `status` to the ComboBox (`onSearch`, `listStatus`), and `items` as its items.
 */
export function usePickerSearch<M extends ListMethod>(
  list: ListQuery<M>,
  first: FirstPage<RowOf<M>>,
  noun: Noun,
) {
  const [typed, setText] = useState('')
  const partial = Boolean(first.nextPage)
  // what earlier searches found stays offered (the combobox shows only what the text matches), so a choice made
  // from a search's results is still an item once its name in the input starts the next search
  const [earlier, setEarlier] = useState<RowOf<M>[]>([])
  // the name of an item at hand (the chosen one, which the picker puts in its input) needs no search
  const nameOf = (row: RowOf<M>) => (row as { name?: string }).name
  const atHand = (row: RowOf<M>) => nameOf(row) === typed.trim()
  const text = first.items.some(atHand) ? '' : typed
  const search = useNameSearch(list, partial ? text : '', {
    pageSize: PICKER_PAGE_SIZE,
    maxPages: PICKER_MAX_PAGES,
  })
  const matches = search.progress?.matches
  useEffect(() => {
    if (!matches?.length) return
    setEarlier((rows) => {
      const known = new Set(rows.map(idOf))
      const added = matches.filter((row) => !known.has(idOf(row)))
      return added.length ? [...rows, ...added] : rows
    })
  }, [matches])
  if (!partial) return { items: first.items, onSearch: undefined, status: undefined }

  const seen = new Set(first.items.map(idOf))
  const found: RowOf<M>[] = []
  for (const row of [...earlier, ...(matches ?? [])]) {
    if (seen.has(idOf(row))) continue
    seen.add(idOf(row))
    found.push(row)
  }
  const status = pickerSummary(
    {
      typed: Boolean(text.trim()),
      searched: search.progress?.searched ?? 0,
      matches: search.progress?.matches.length ?? 0,
      complete: search.progress?.complete ?? false,
      searching: search.searching,
    },
    first.items.length,
    noun,
  )
  return { items: [...first.items, ...found], onSearch: setText, status }
}
