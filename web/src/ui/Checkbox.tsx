import { type ReactNode, useEffect, useRef } from 'react'
import s from './Checkbox.module.css'
import { CheckIcon } from './icons/action-icons'

export type CheckboxProps = {
  children: ReactNode
  /** Secondary text under the label, inside it: part of the checkbox's accessible name. */
  description?: ReactNode
  isSelected: boolean
  onChange: (isSelected: boolean) => void
  isDisabled?: boolean
  isInvalid?: boolean
  name?: string
  value?: string
  autoFocus?: boolean
  className?: string
}

/** A native checkbox in its label, drawn as a box with a check mark; the browser gives it its keys and states. */
export function Checkbox({ children, description, className, isSelected, onChange, ...rest }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null)
  // Focused after the commit, not by the native attribute during it: inside a dialog, React Aria's focus scope
  // knows the dialog only once its effects have run, and until then would take the focus back to where it was.
  useEffect(() => {
    if (rest.autoFocus) ref.current?.focus()
  }, [rest.autoFocus])
  return (
    <label
      className={className ? `${s.checkbox} ${className}` : s.checkbox}
      data-selected={isSelected || undefined}
      data-disabled={rest.isDisabled || undefined}
      data-invalid={rest.isInvalid || undefined}
    >
      <input
        ref={ref}
        type="checkbox"
        className="visually-hidden"
        name={rest.name}
        value={rest.value}
        checked={isSelected}
        disabled={rest.isDisabled}
        aria-invalid={rest.isInvalid || undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className={s.box} aria-hidden="true">
        {isSelected && <CheckIcon size={12} />}
      </span>
      <span className={s.text}>
        <span>{children}</span>
        {description && <span className={s.description}>{description}</span>}
      </span>
    </label>
  )
}
