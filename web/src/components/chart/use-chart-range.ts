import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  type RefreshInterval,
  rangeFromSearch,
  rangeKey,
  rangeToSearch,
  refreshFromSearch,
  refreshMs,
  type TimeRangeSpec,
} from '~/util/time-range'

/**
 * The time range and auto-refresh interval of a chart page, read from and written to the URL. Auto-refresh
 * applies to ranges that end now; a custom range is fixed in the past, so refreshing it would change nothing.
 */
export function useChartRange() {
  const [search, setSearch] = useSearchParams()
  const text = search.toString()
  // read once per URL: a custom end in the future is capped at the time it was read, not at every render
  const spec = useMemo(() => rangeFromSearch(new URLSearchParams(text)), [text])
  const refresh = refreshFromSearch(search)

  const update = (entries: Record<string, string | null>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [k, v] of Object.entries(entries)) {
          if (v === null) next.delete(k)
          else next.set(k, v)
        }
        return next
      },
      { preventScrollReset: true },
    )

  return {
    spec,
    refresh,
    /** ms between refetches; 0 for none */
    interval: spec.preset === 'custom' ? 0 : refreshMs(refresh),
    /** names the range in cache keys */
    key: rangeKey(spec),
    setRange: (next: TimeRangeSpec) => update(rangeToSearch(next)),
    setRefresh: (next: RefreshInterval) => update({ refresh: next === 'off' ? null : next }),
  }
}

export type ChartRange = ReturnType<typeof useChartRange>
