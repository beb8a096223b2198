import type { ReactNode } from 'react'
import { RadioGroup as RACRadioGroup, Radio } from 'react-aria-components/RadioGroup'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as f } from './FieldParts'
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

export function RadioGroup({
  label,
  hideLabel,
  options,
  orientation = 'vertical',
  description,
  errorMessage,
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...rest}
      orientation={orientation}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={[f.field, orientation === 'horizontal' && s.horizontal, className].filter(Boolean).join(' ')}
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <div className={s.options}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} isDisabled={o.isDisabled} className={s.radio}>
            <span className={s.dot} aria-hidden="true" />
            <span className={s.text}>
              <span>{o.label}</span>
              {o.description && <span className={s.description}>{o.description}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACRadioGroup>
  )
}
