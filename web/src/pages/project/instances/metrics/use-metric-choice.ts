import { useQueryParam } from '~/components/use-query-param'

/**
 * A choice of what a metrics sub-tab shows (a CPU state, a disk, an interface), kept in the URL under `name` so a
 * view can be shared; `all` when absent or not one of `options`.
 */
export function useMetricChoice(name: string, options: readonly string[]) {
  const [raw, set] = useQueryParam(name)
  const value = raw && options.includes(raw) ? raw : 'all'
  return [value, (next: string) => set(next === 'all' ? null : next)] as const
}
