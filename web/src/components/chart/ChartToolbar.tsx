import { type FormEvent, type ReactNode, useId, useState } from 'react'
import f from '~/ui/Field.module.css'
import { PlainButton } from '~/ui/PlainButton'
import { Select } from '~/ui/Select'
import { formatTimeZone } from '~/util/format'
import {
  customRangeError,
  fromLocalInput,
  RANGE_PRESETS,
  REFRESH_INTERVALS,
  type RefreshInterval,
  resolveRange,
  toLocalInput,
} from '~/util/time-range'
import s from './chart-toolbar.module.css'
import type { ChartRange } from './use-chart-range'

const rangeItems = [
  ...RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label })),
  { value: 'custom', label: 'Custom' },
]
const refreshItems = REFRESH_INTERVALS.map((r) => ({ value: r.value, label: r.label }))

/** Start and end of a custom range, checked before the range changes: never backwards, never in the future. */
function CustomRange({ range }: { range: ChartRange }) {
  const id = useId()
  const current = resolveRange(range.spec)
  const [start, setStart] = useState(toLocalInput(current.start))
  const [end, setEnd] = useState(toLocalInput(Math.min(current.end, Date.now())))
  const [error, setError] = useState<string | null>(null)
  const max = toLocalInput(Date.now())

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const from = fromLocalInput(start)
    const to = fromLocalInput(end)
    const problem = customRangeError(from, to)
    setError(problem)
    if (!problem) range.setRange({ preset: 'custom', start: from, end: to })
  }

  const input = (label: string, value: string, set: (v: string) => void) => (
    <div className={f.field}>
      <label className={f.label} htmlFor={`${id}-${label}`}>
        {label}
      </label>
      <input
        id={`${id}-${label}`}
        className={f.input}
        type="datetime-local"
        value={value}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => set(e.target.value)}
      />
    </div>
  )

  return (
    <form className={s.custom} onSubmit={apply} aria-label="Custom time range" noValidate>
      {input('Start', start, setStart)}
      {input('End', end, setEnd)}
      <PlainButton type="submit" variant="secondary">
        Apply
      </PlainButton>
      {error && (
        <p id={`${id}-error`} className={s.error} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}

/** The time range (presets or custom) and auto-refresh pickers over a page of charts, with the time zone. */
export function ChartToolbar({ range, children }: { range: ChartRange; children?: ReactNode }) {
  const [customOpen, setCustomOpen] = useState(range.spec.preset === 'custom')
  const isCustom = range.spec.preset === 'custom'
  return (
    <div className={s.toolbar}>
      <div className={s.row}>
        {children}
        <Select
          label="Time range"
          inline
          items={rangeItems}
          value={customOpen ? 'custom' : range.spec.preset}
          onChange={(v) => {
            if (v === 'custom') return setCustomOpen(true)
            setCustomOpen(false)
            range.setRange({ preset: v as Exclude<typeof range.spec.preset, 'custom'> })
          }}
        />
        <Select
          label="Auto-refresh"
          inline
          items={refreshItems}
          value={isCustom ? 'off' : range.refresh}
          isDisabled={isCustom}
          description={isCustom ? 'A custom range is fixed, so there is nothing to refresh' : undefined}
          onChange={(v) => range.setRefresh(v as RefreshInterval)}
        />
        <span className={s.zone}>Times in {formatTimeZone()}</span>
      </div>
      {customOpen && <CustomRange range={range} />}
    </div>
  )
}
