import type { ReactNode } from 'react'
import { Input } from 'react-aria-components/Input'
import { TextArea as RACTextArea } from 'react-aria-components/TextArea'
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components/TextField'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as s } from './FieldParts'

type Common = Pick<
  RACTextFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'autoFocus'
  | 'name'
  | 'maxLength'
  | 'minLength'
  | 'autoComplete'
  | 'inputMode'
  | 'id'
> & {
  label: string
  /** Visually hide the label (it still names the input). */
  hideLabel?: boolean
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

function fieldProps({ errorMessage, className }: Common) {
  return {
    isInvalid: Boolean(errorMessage),
    // Validation is the form's job; the field only reflects it (no native browser bubbles).
    validationBehavior: 'aria' as const,
    className: className ? `${s.field} ${className}` : s.field,
  }
}

function Chrome({ label, hideLabel, description, errorMessage, children }: Common & { children: ReactNode }) {
  return (
    <>
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      {children}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  )
}

export function TextField(props: TextFieldProps) {
  const { label, hideLabel, description, errorMessage, placeholder, mono, className, type, ...rest } = props
  return (
    <RACTextField {...rest} type={type} {...fieldProps(props)}>
      <Chrome label={label} hideLabel={hideLabel} description={description} errorMessage={errorMessage}>
        <Input placeholder={placeholder} className={mono ? `${s.input} ${s.mono}` : s.input} />
      </Chrome>
    </RACTextField>
  )
}

export function TextArea(props: TextAreaProps) {
  const {
    label,
    hideLabel,
    description,
    errorMessage,
    placeholder,
    mono,
    className,
    rows = 4,
    ...rest
  } = props
  return (
    <RACTextField {...rest} {...fieldProps(props)}>
      <Chrome label={label} hideLabel={hideLabel} description={description} errorMessage={errorMessage}>
        <RACTextArea
          rows={rows}
          placeholder={placeholder}
          className={[s.input, s.textarea, mono && s.mono].filter(Boolean).join(' ')}
        />
      </Chrome>
    </RACTextField>
  )
}
