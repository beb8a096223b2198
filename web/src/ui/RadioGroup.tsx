import { type ReactNode, useId } from 'react'
import f from './Field.module.css'
import { FieldNotes, noteIds } from './FieldNotes'
import s from './RadioGroup.module.css'

export type RadioOption = {
  value: string
  label: ReactNode
  description?: ReactNode
  isDisabled?: boolean
}

export type RadioGroupProps = {
  label: string
  hideLabel?: boolean
  options: RadioOption[]
  value: string | null
  onChange: (value: string) => void
  orientation?: 'vertical' | 'horizontal'
  description?: ReactNode
  /** Shown, announced and marks the group invalid only when given. */
  errorMessage?: string
  isRequired?: boolean
  isDisabled?: boolean
  name?: string
  className?: string
}

/**
 * A group of native radio buttons under one label: the browser gives it one tab stop and arrow keys that move the
 * choice, so a form of radios needs none of React Aria's field code. Each option is a label around its hidden
 * input, drawn as a dot.
 */
export function RadioGroup({
  label,
  hideLabel,
  options,
  value,
  onChange,
  orientation = 'vertical',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
}: RadioGroupProps) {
  const id = useId()
  const described = noteIds(id, { description, errorMessage })
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={described.join(' ') || undefined}
      aria-invalid={errorMessage ? true : undefined}
      aria-required={isRequired || undefined}
      aria-disabled={isDisabled || undefined}
      aria-orientation={orientation}
      className={[f.field, orientation === 'horizontal' && s.horizontal, className].filter(Boolean).join(' ')}
    >
      <span id={`${id}-label`} className={hideLabel ? 'visually-hidden' : f.label}>
        {label}
      </span>
      <FieldNotes id={id} description={description} />
      <div className={s.options}>
        {options.map((o) => {
          const selected = o.value === value
          const disabled = isDisabled || o.isDisabled
          return (
            <label
              key={o.value}
              className={s.radio}
              data-selected={selected || undefined}
              data-disabled={disabled || undefined}
            >
              <input
                type="radio"
                className="visually-hidden"
                name={name ?? id}
                value={o.value}
                checked={selected}
                disabled={disabled}
                // each radio is described as its group is, so its help and error are read where the focus lands
                aria-describedby={described.join(' ') || undefined}
                onChange={() => onChange(o.value)}
              />
              <span className={s.dot} aria-hidden="true" />
              <span className={s.text}>
                <span>{o.label}</span>
                {o.description && <span className={s.description}>{o.description}</span>}
              </span>
            </label>
          )
        })}
      </div>
      <FieldNotes id={id} errorMessage={errorMessage} />
    </div>
  )
}
