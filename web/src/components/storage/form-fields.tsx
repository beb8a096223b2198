import { useField, useFormikContext } from 'formik'
import type { ReactNode } from 'react'
import { ComboBox } from '../../ui/ComboBox'
import type { SelectItem } from '../../ui/ListOption'
import { NumberField } from '../../ui/NumberField'
import { RadioGroup, type RadioOption } from '../../ui/RadioGroup'

/** The field's error once it was touched or the form submitted, like TextFieldF. */
function useShownError(name: string) {
  const [, meta] = useField(name)
  const { submitCount } = useFormikContext()
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined
}

type NumberProps = {
  name: string
  label: string
  unit?: string
  minValue?: number
  maxValue?: number
  description?: ReactNode
  isRequired?: boolean
  /** Called after the value changes, e.g. to adjust another field. */
  onValueChange?: (value: number) => void
}

/** A number field bound to Formik; an empty input holds NaN. */
export function NumberFieldF({ name, onValueChange, ...rest }: NumberProps) {
  const [field, , helpers] = useField<number>(name)
  const errorMessage = useShownError(name)
  return (
    <NumberField
      {...rest}
      name={name}
      value={field.value}
      onChange={(v) => {
        helpers.setValue(v)
        onValueChange?.(v)
      }}
      onBlur={() => helpers.setTouched(true)}
      errorMessage={errorMessage}
    />
  )
}

type RadioProps = {
  name: string
  label: string
  options: RadioOption[]
  orientation?: 'vertical' | 'horizontal'
  description?: ReactNode
  onValueChange?: (value: string) => void
}

export function RadioGroupF({ name, onValueChange, ...rest }: RadioProps) {
  const [field, , helpers] = useField<string>(name)
  const errorMessage = useShownError(name)
  return (
    <RadioGroup
      {...rest}
      name={name}
      value={field.value}
      onChange={(v) => {
        helpers.setValue(v)
        onValueChange?.(v)
      }}
      errorMessage={errorMessage}
    />
  )
}

type ComboProps = {
  name: string
  label: string
  items: SelectItem[]
  placeholder?: string
  emptyText?: string
  description?: ReactNode
  isRequired?: boolean
  autoFocus?: boolean
  onValueChange?: (value: string | null) => void
}

/** A searchable picker bound to Formik; the value is the chosen item's `value` or '' for none. */
export function ComboBoxF({ name, onValueChange, ...rest }: ComboProps) {
  const [field, , helpers] = useField<string>(name)
  const errorMessage = useShownError(name)
  return (
    <ComboBox
      {...rest}
      name={name}
      value={field.value || null}
      onChange={(v) => {
        helpers.setValue(v ?? '')
        helpers.setTouched(true, false)
        onValueChange?.(v)
      }}
      errorMessage={errorMessage}
    />
  )
}
