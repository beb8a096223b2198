import { type ReactNode, useEffect, useId, useRef } from 'react'
import s from './Field.module.css'
import { FieldNotes, noteIds } from './FieldNotes'

export type PlainTextFieldProps = {
  label: string
  value: string
  onChange: (value: string) => void
  name?: string
  type?: 'text' | 'password'
  autoComplete?: string
  autoFocus?: boolean
  isRequired?: boolean
  description?: ReactNode
  /** Shown, announced and marks the field invalid only when given; the parent decides when. */
  errorMessage?: string
}

/**
 * A native text input with TextField's look, label, help text and error, for the username and password of the
 * sign-in page (which must show before React Aria loads) and of the sign-in-again dialog. Forms use TextField.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { label, value, onChange, isRequired, description, errorMessage, autoFocus, ...input } = props
  const id = useId()
  const ref = useRef<HTMLInputElement>(null)
  // Focused after the commit, not by the native attribute during it: inside a dialog, React Aria's focus scope
  // knows the dialog only once its effects have run, and until then would take the focus back to where it was.
  useEffect(() => {
    if (autoFocus) ref.current?.focus()
  }, [autoFocus])
  const described = noteIds(id, { description, errorMessage })
  return (
    <div className={s.field}>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={s.input}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={described.join(' ') || undefined}
      />
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  )
}
