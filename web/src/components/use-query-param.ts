import { useSearchParams } from 'react-router'

/**
 * One entry of the URL's query string as state, so a choice on a page (a filter, what a chart shows) can be
 * shared and survives Back: null when absent; setting null removes it. Other entries are left as they are.
 */
export function useQueryParam(name: string) {
  const [search, setSearch] = useSearchParams()
  const set = (value: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value === null) next.delete(name)
        else next.set(name, value)
        return next
      },
      { preventScrollReset: true },
    )
  return [search.get(name), set] as const
}
