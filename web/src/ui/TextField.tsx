import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import s from './Field.module.css'
import { FieldNotes, noteIds } from './FieldNotes'

type Control = HTMLInputElement & HTMLTextAreaElement

type Common = {
  label: string
  /** Visually hide the label (it still names the field). */
  hideLabel?: boolean
  value?: string
  defaultValue?: string
  onChange?: (value: string) => void
  onBlur?: (event: FocusEvent<Control>) => void
  onFocus?: (event: FocusEvent<Control>) => void
  onKeyDown?: (event: KeyboardEvent<Control>) => void
  isRequired?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  autoFocus?: boolean
  name?: string
  maxLength?: number
  minLength?: number
  autoComplete?: string
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search'
  id?: string
  description?: ReactNode
  /** Shown, announced and marks the field invalid only when given; the parent decides when. */
  errorMessage?: string
  placeholder?: string
  /** Monospace input, for ids, addresses, keys. */
  mono?: boolean
  className?: string
}

export type TextFieldProps = Common & {
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url'
}

export type TextAreaProps = Common & { rows?: number }

/**
 * The label, control and notes of a text field, and the control's attributes: a native input or text area that
 * the label names and whose description and error describe it. Validation is the form's job; the field only
 * reflects it (invalid while given an error, and no native browser bubbles).
 */
function useTextControl(props: Common) {
  const { label, hideLabel, description, errorMessage, className, autoFocus, isRequired } = props
  const fallbackId = useId()
  const id = props.id ?? fallbackId
  const ref = useRef<Control>(null)
  // Focused after the commit, not by the native attribute during it: inside a dialog, React Aria's focus scope
  // knows the dialog only once its effects have run, and until then would take the focus back to where it was.
  useEffect(() => {
    if (autoFocus) ref.current?.focus()
  }, [autoFocus])
  const described = noteIds(id, { description, errorMessage })
  const control = {
    ref,
    id,
    name: props.name,
    value: props.value,
    defaultValue: props.defaultValue,
    onChange: (event: { currentTarget: { value: string } }) => props.onChange?.(event.currentTarget.value),
    onBlur: props.onBlur,
    onFocus: props.onFocus,
    onKeyDown: props.onKeyDown,
    disabled: props.isDisabled,
    readOnly: props.isReadOnly,
    maxLength: props.maxLength,
    minLength: props.minLength,
    autoComplete: props.autoComplete,
    inputMode: props.inputMode,
    placeholder: props.placeholder,
    'aria-required': isRequired || undefined,
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': described.join(' ') || undefined,
  }
  const frame = (children: ReactNode) => (
    <div className={className ? `${s.field} ${className}` : s.field}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : s.label}>
        {label}
      </label>
      {children}
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  )
  return { control, frame }
}

/**
 * A one-line text field with its label, help text and error: native, so that a page or form of text fields needs
 * none of React Aria's field code (the sign-in page shows with it before React Aria could load).
 */
export function TextField(props: TextFieldProps) {
  const { control, frame } = useTextControl(props)
  return frame(
    <input {...control} type={props.type} className={props.mono ? `${s.input} ${s.mono}` : s.input} />,
  )
}

/** A multi-line text field, as TextField. */
export function TextArea(props: TextAreaProps) {
  const { control, frame } = useTextControl(props)
  return frame(
    <textarea
      {...control}
      rows={props.rows ?? 4}
      className={[s.input, s.textarea, props.mono && s.mono].filter(Boolean).join(' ')}
    />,
  )
}
