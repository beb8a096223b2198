import { useField } from 'formik'
import type { ReactNode } from 'react'
import { ComboBox } from '~/ui/ComboBox'
import type { SelectItem } from '~/ui/ListOption'
import { useShownError } from './use-shown-error'

type Props = {
  name: string
  label: string
  items: SelectItem[]
  placeholder?: string
  description?: ReactNode
  emptyText?: string
  isRequired?: boolean
  isDisabled?: boolean
  autoFocus?: boolean
  /** Runs after the field takes the new value, e.g. to adjust another field. */
  onChange?: (value: string) => void
}

/** A searchable picker bound to a string field: the chosen item's `value`, or '' when nothing is chosen. */
export function ComboBoxF({ name, onChange, ...rest }: Props) {
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
