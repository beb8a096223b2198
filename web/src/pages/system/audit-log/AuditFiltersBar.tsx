import { useSearchParams } from 'react-router'
import { PlainButton } from '~/ui/PlainButton'
import { Select } from '~/ui/Select'
import { TextField } from '~/ui/TextField'
import {
  type AuditFilters,
  FILTER_PARAMS,
  type FilterOption,
  isFiltered,
  RESULT_LABELS,
} from './audit-filters'
import s from './audit-log.module.css'

const ALL = 'all'

const resultItems = [
  { value: ALL, label: 'Any result' },
  ...Object.entries(RESULT_LABELS).map(([value, label]) => ({ value, label })),
]

/**
 * The filters over the loaded entries, written to the URL as they change (replacing the entry in the history,
 * so typing a search does not fill Back with every letter).
 */
export function AuditFiltersBar({
  filters,
  actors,
  operations,
  onText,
}: {
  filters: AuditFilters
  actors: FilterOption[]
  operations: FilterOption[]
  /** The search as typed, which the page applies at once while the URL follows. */
  onText: (text: string) => void
}) {
  const [, setSearch] = useSearchParams()
  const set = (entries: Partial<Record<keyof AuditFilters, string | null>>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [k, v] of Object.entries(entries)) {
          const param = FILTER_PARAMS[k as keyof AuditFilters]
          if (v === null || v === '' || v === ALL) next.delete(param)
          else next.set(param, v)
        }
        return next
      },
      { replace: true, preventScrollReset: true },
    )

  // a filter from a link may name what is not loaded (yet): it stays a choice, so it can be seen and cleared
  const withCurrent = (items: FilterOption[], current: string | null) =>
    current === null || items.some((i) => i.value === current)
      ? items
      : [...items, { value: current, label: current }]

  return (
    <search className={s.filters} aria-label="Filter loaded entries">
      <Select
        label="Actor"
        items={[{ value: ALL, label: 'Any actor' }, ...withCurrent(actors, filters.actor)]}
        value={filters.actor ?? ALL}
        onChange={(actor) => set({ actor })}
      />
      <Select
        label="Operation"
        items={[{ value: ALL, label: 'Any operation' }, ...withCurrent(operations, filters.operation)]}
        value={filters.operation ?? ALL}
        onChange={(operation) => set({ operation })}
      />
      <Select
        label="Result"
        items={resultItems}
        value={filters.result ?? ALL}
        onChange={(result) => set({ result })}
      />
      <TextField
        label="Search"
        type="search"
        className={s.search}
        value={filters.text}
        placeholder="Path, request ID, address, error…"
        onChange={(text) => {
          onText(text)
          set({ text })
        }}
      />
      {isFiltered(filters) && (
        <PlainButton
          variant="ghost"
          size="sm"
          onClick={() => {
            onText('')
            set({ actor: null, operation: null, result: null, text: null })
          }}
        >
          Clear filters
        </PlainButton>
      )}
    </search>
  )
}
