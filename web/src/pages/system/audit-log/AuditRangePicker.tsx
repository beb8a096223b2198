import { type FormEvent, useId, useState } from 'react'
import { useRevalidator, useSearchParams } from 'react-router'
import f from '~/ui/Field.module.css'
import { PlainButton } from '~/ui/PlainButton'
import { Select } from '~/ui/Select'
import { formatTimeZone } from '~/util/format'
import { customRangeError, fromLocalInput, toLocalInput } from '~/util/time-range'
import s from './audit-log.module.css'
import {
  AUDIT_RANGE_PRESETS,
  type AuditPreset,
  type AuditRangeSpec,
  type AuditWindow,
  auditRangeToSearch,
} from './audit-range'

const rangeItems = [
  ...AUDIT_RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label })),
  { value: 'custom', label: 'Custom' },
]

/** Start and end typed in the viewer's time zone, checked before the range changes: never the future, end after start. */
function CustomRange({ window, onApply }: { window: AuditWindow; onApply: (spec: AuditRangeSpec) => void }) {
  const id = useId()
  const [start, setStart] = useState(toLocalInput(window.start))
  const [end, setEnd] = useState(toLocalInput(Math.min(window.end, Date.now())))
  const [error, setError] = useState<string | null>(null)
  const max = toLocalInput(Date.now())

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const from = fromLocalInput(start)
    const to = fromLocalInput(end)
    const problem = customRangeError(from, to)
    setError(problem)
    if (!problem) onApply({ preset: 'custom', start: from, end: to })
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

/**
 * The time range of the log (in the URL, so a view can be shared), a way to read a preset again up to now,
 * and the time zone the page's times are in.
 */
export function AuditRangePicker({ window }: { window: AuditWindow }) {
  const [, setSearch] = useSearchParams()
  const revalidator = useRevalidator()
  const [customOpen, setCustomOpen] = useState(window.spec.preset === 'custom')

  const setRange = (spec: AuditRangeSpec) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        // an open entry may not be in the new window
        next.delete('entry')
        for (const [k, v] of Object.entries(auditRangeToSearch(spec))) {
          if (v === null) next.delete(k)
          else next.set(k, v)
        }
        return next
      },
      { preventScrollReset: true },
    )

  return (
    <div className={s.toolbar}>
      <div className={s.row}>
        <Select
          label="Time range"
          inline
          items={rangeItems}
          value={customOpen ? 'custom' : window.spec.preset}
          onChange={(v) => {
            if (v === 'custom') return setCustomOpen(true)
            setCustomOpen(false)
            setRange({ preset: v as AuditPreset })
          }}
        />
        {window.spec.preset !== 'custom' && (
          <PlainButton
            variant="secondary"
            size="sm"
            loading={revalidator.state === 'loading'}
            tooltip="Read the range again, up to now"
            onClick={() => revalidator.revalidate()}
          >
            Refresh
          </PlainButton>
        )}
        <span className={s.zone}>Times in {formatTimeZone(window.end)}</span>
      </div>
      {customOpen && <CustomRange window={window} onApply={setRange} />}
    </div>
  )
}
