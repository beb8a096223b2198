import { useField } from 'formik'
import type { ReactNode } from 'react'
import { useFieldLabel } from '~/components/form/error-summary'
import { ComboBox } from '~/ui/ComboBox'
import type { SelectItem } from '~/ui/ListOption'
import { useShownError } from './use-shown-error'

type Props = {
  name: string
  label: string
  /**
   * Names the field in the form's error summary when its label alone does not tell it from another field's, e.g.
   * the same input in two sections of a form; the label by default.
   */
  summaryLabel?: string
  items: SelectItem[]
  placeholder?: string
  description?: ReactNode
  emptyText?: string
  isRequired?: boolean
  isDisabled?: boolean
  autoFocus?: boolean
  /**
   * The field holds the text in the input, typed or put there by choosing a suggestion (its label), rather than
   * a chosen item's value: for names that need not be listed, addresses, numbers.
   */
  allowsCustomValue?: boolean
  /**
   * With `allowsCustomValue`: whether leaving the field shows its error (the default). A sub-form's input shows
   * it when its row is added or the form is submitted instead.
   */
  touchOnBlur?: boolean
  /** Runs after the field takes the new value, e.g. to adjust another field. */
  onChange?: (value: string) => void
  /** Told the text as the user types, for a picker that searches the API for more items than it has. */
  onSearch?: (text: string) => void
  /** A line under the items, such as how much of a long list they come from. */
  listStatus?: ReactNode
}

/**
 * A searchable picker bound to a string field: the chosen item's `value`, or '' when nothing is chosen; with
 * `allowsCustomValue`, the text in the input.
 */
export function ComboBoxF({
  name,
  onChange,
  allowsCustomValue = false,
  touchOnBlur = true,
  summaryLabel,
  ...rest
}: Props) {
  const [field, , helpers] = useField<string>(name)
  useFieldLabel(name, summaryLabel ?? rest.label)
  const errorMessage = useShownError(name)
  if (allowsCustomValue) {
    return (
      <ComboBox
        {...rest}
        allowsCustomValue
        name={name}
        value={field.value ?? ''}
        onChange={(text) => {
          helpers.setValue(text ?? '')
          onChange?.(text ?? '')
        }}
        onBlur={() => {
          if (touchOnBlur) helpers.setTouched(true)
        }}
        errorMessage={errorMessage}
      />
    )
  }
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
      errorMessage={errorMessage}
    />
  )
}
