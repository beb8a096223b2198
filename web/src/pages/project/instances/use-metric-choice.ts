import { useSearchParams } from 'react-router'

/**
 * A choice of what a metrics sub-tab shows (a CPU state, a disk, an interface), kept in the URL under `name` so a
 * view can be shared; `all` when absent or not one of `options`.
 */
export function useMetricChoice(name: string, options: readonly string[]) {
  const [search, setSearch] = useSearchParams()
  const raw = search.get(name)
  const value = raw && options.includes(raw) ? raw : 'all'
  const set = (next: string) =>
    setSearch(
      (prev) => {
        const params = new URLSearchParams(prev)
        if (next === 'all') params.delete(name)
        else params.set(name, next)
        return params
      },
      { preventScrollReset: true },
    )
  return [value, set] as const
}
