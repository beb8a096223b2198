import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { NumberField as RACNumberField } from 'react-aria-components/NumberField'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as f } from './FieldParts'
import { ChevronDownIcon, ChevronUpIcon } from './icons/action-icons'
import s from './NumberField.module.css'

export type NumberFieldProps = {
  label: string
  hideLabel?: boolean
  /** NaN while the input is empty. */
  value: number
  onChange: (value: number) => void
  onBlur?: () => void
  minValue?: number
  maxValue?: number
  step?: number
  formatOptions?: Intl.NumberFormatOptions
  /** A unit shown after the number, e.g. "GiB". */
  unit?: string
  description?: ReactNode
  /** Shown, announced and marks the field invalid only when given. */
  errorMessage?: string
  isRequired?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  name?: string
  autoFocus?: boolean
  className?: string
}

/** Plain numbers, up to two decimals, unless a field says otherwise. */
export const DEFAULT_FORMAT: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 2 }

/**
 * A number input on React Aria's number field: arrows and the steppers step within `minValue` and `maxValue`,
 * and a typed value is kept as typed, even outside them: the form's rules say what is wrong with it, since a
 * value changed behind the user's back would be sent without them knowing.
 */
export function NumberField({
  label,
  hideLabel,
  unit,
  description,
  errorMessage,
  className,
  formatOptions = DEFAULT_FORMAT,
  ...rest
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...rest}
      formatOptions={formatOptions}
      commitBehavior="validate"
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={className ? `${f.field} ${className}` : f.field}
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      <Group className={`${f.input} ${f.inputGroup}`}>
        <Input className={s.input} />
        {unit && <span className={s.unit}>{unit}</span>}
        <div className={s.steppers}>
          <Button slot="increment" className={s.step}>
            <ChevronUpIcon size={12} />
          </Button>
          <Button slot="decrement" className={s.step}>
            <ChevronDownIcon size={12} />
          </Button>
        </div>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACNumberField>
  )
}
