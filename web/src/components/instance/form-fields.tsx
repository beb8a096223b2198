import { useField, useFormikContext } from 'formik'
import type { ReactNode } from 'react'
import { Checkbox } from '../../ui/Checkbox'
import { ComboBox } from '../../ui/ComboBox'
import type { SelectItem } from '../../ui/ListOption'
import { NumberField } from '../../ui/NumberField'
import { RadioGroup, type RadioOption } from '../../ui/RadioGroup'

// Formik bindings for the primitives the instance forms need beyond text: each shows its error once the field is
// touched or the form was submitted, like TextFieldF.

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
  isDisabled?: boolean
}

export function NumberFieldF({ name, ...rest }: NumberProps) {
  const [field, , helpers] = useField<number>(name)
  return (
    <NumberField
      {...rest}
      name={name}
      value={field.value ?? Number.NaN}
      onChange={(v) => helpers.setValue(v)}
      onBlur={() => helpers.setTouched(true)}
      formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
      errorMessage={useShownError(name)}
    />
  )
}

type ComboProps = {
  name: string
  label: string
  items: SelectItem[]
  placeholder?: string
  description?: ReactNode
  emptyText?: string
  isRequired?: boolean
  isDisabled?: boolean
  autoFocus?: boolean
  /** Runs after the field takes the new value. */
  onChange?: (value: string) => void
}

/** A searchable picker bound to a string field ('' when nothing is chosen). */
export function ComboBoxF({ name, onChange, ...rest }: ComboProps) {
  const [field, , helpers] = useField<string>(name)
  return (
    <ComboBox
      {...rest}
      name={name}
      value={field.value || null}
      onChange={(v) => {
        helpers.setValue(v ?? '')
        helpers.setTouched(true, false)
        onChange?.(v ?? '')
      }}
      errorMessage={useShownError(name)}
    />
  )
}

export function CheckboxF({
  name,
  children,
  description,
}: {
  name: string
  children: ReactNode
  description?: ReactNode
}) {
  const [field, , helpers] = useField<boolean>(name)
  return (
    <Checkbox
      name={name}
      isSelected={field.value}
      onChange={(v) => helpers.setValue(v)}
      description={description}
    >
      {children}
    </Checkbox>
  )
}

type RadioProps = {
  name: string
  label: string
  options: RadioOption[]
  orientation?: 'vertical' | 'horizontal'
  description?: ReactNode
  hideLabel?: boolean
  /** Replaces the default update, e.g. to change other fields along with this one. */
  onChange?: (value: string) => void
}

export function RadioGroupF({ name, onChange, ...rest }: RadioProps) {
  const [field, , helpers] = useField<string>(name)
  return (
    <RadioGroup
      {...rest}
      name={name}
      value={field.value}
      onChange={(v) => (onChange ? onChange(v) : helpers.setValue(v))}
      errorMessage={useShownError(name)}
    />
  )
}
