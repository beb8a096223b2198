import { useField } from 'formik'
import type { ReactNode } from 'react'
import { useFieldLabel } from '~/components/form/error-summary'
import { NumberField } from '~/ui/NumberField'
import { useShownError } from './use-shown-error'

/** Counts and sizes are whole numbers unless a form says otherwise. */
const WHOLE_NUMBERS: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 0 }

type Props = {
  name: string
  label: string
  unit?: string
  minValue?: number
  maxValue?: number
  description?: ReactNode
  isRequired?: boolean
  isDisabled?: boolean
  autoFocus?: boolean
  formatOptions?: Intl.NumberFormatOptions
}

/** A number field bound to the surrounding Formik form; an empty input holds NaN. */
export function NumberFieldF({ name, formatOptions = WHOLE_NUMBERS, ...rest }: Props) {
  const [field, , helpers] = useField<number>(name)
  useFieldLabel(name, rest.label)
  return (
    <NumberField
      {...rest}
      name={name}
      value={field.value ?? Number.NaN}
      onChange={(v) => helpers.setValue(v)}
      onBlur={() => helpers.setTouched(true)}
      formatOptions={formatOptions}
      errorMessage={useShownError(name)}
    />
  )
}
