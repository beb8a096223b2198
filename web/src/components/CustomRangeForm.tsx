import { type FormEvent, useId, useState } from 'react'
import f from '~/ui/Field.module.css'
import { PlainButton } from '~/ui/PlainButton'
import { customRangeError, fromLocalInput, toLocalInput } from '~/util/time-range'
import s from './CustomRangeForm.module.css'

/**
 * Start and end of a custom time range, typed in the viewer's time zone and checked before the range changes:
 * never backwards, never in the future. Starts from `start` and `end` (ms), an end in the future shown as now.
 */
export function CustomRangeForm({
  start: initialStart,
  end: initialEnd,
  onApply,
}: {
  start: number
  end: number
  onApply: (start: number, end: number) => void
}) {
  const id = useId()
  const [start, setStart] = useState(toLocalInput(initialStart))
  const [end, setEnd] = useState(toLocalInput(Math.min(initialEnd, Date.now())))
  const [error, setError] = useState<string | null>(null)
  const max = toLocalInput(Date.now())

  const apply = (e: FormEvent) => {
    e.preventDefault()
    const from = fromLocalInput(start)
    const to = fromLocalInput(end)
    const problem = customRangeError(from, to)
    setError(problem)
    if (!problem) onApply(from, to)
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
