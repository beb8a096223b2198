import { useField } from 'formik'
import type { ReactNode } from 'react'
import { useFieldLabel } from '~/components/form/error-summary'
import { RadioGroup, type RadioOption } from '~/ui/RadioGroup'
import { useShownError } from './use-shown-error'

type Props = {
  name: string
  label: string
  options: RadioOption[]
  orientation?: 'vertical' | 'horizontal'
  description?: ReactNode
  hideLabel?: boolean
  /** Runs after the field takes the new value, e.g. to adjust other fields. */
  onChange?: (value: string) => void
}

/** A radio group bound to a string field of the surrounding Formik form. */
export function RadioGroupF({ name, onChange, ...rest }: Props) {
  const [field, , helpers] = useField<string>(name)
  useFieldLabel(name, rest.label)
  return (
    <RadioGroup
      {...rest}
      name={name}
      value={field.value}
      onChange={(v) => {
        helpers.setValue(v)
        onChange?.(v)
      }}
      errorMessage={useShownError(name)}
    />
  )
}
