import { useField, useFormikContext } from 'formik'
import { useFieldLabel } from '~/components/form/error-summary'
import { TextArea, TextField } from '~/ui/TextField'
import { isErrorShown } from './use-shown-error'

type Props = {
  name: string
  label: string
  /**
   * Names the field in the form's error summary when its label alone does not tell it from another field's, e.g.
   * the same input in two sections of a form; the label by default.
   */
  summaryLabel?: string
  description?: string
  isRequired?: boolean
  type?: 'text' | 'password' | 'email' | 'url'
  autoFocus?: boolean
  autoComplete?: string
  multiline?: boolean
  /** Rewrites input as it is typed, e.g. lowercasing names. */
  transform?: (value: string) => string
  placeholder?: string
  mono?: boolean
  /**
   * Whether leaving the field shows its error (the default). A sub-form's input shows it when its row is added
   * or the form is submitted instead, so leaving for the Add button does not flash a message.
   */
  touchOnBlur?: boolean
}

/** A text field bound to the surrounding Formik form; shows its error once touched or submitted. */
export function TextFieldF({ name, multiline, transform, touchOnBlur = true, summaryLabel, ...rest }: Props) {
  const [field, meta, helpers] = useField<string>(name)
  useFieldLabel(name, summaryLabel ?? rest.label)
  const { submitCount } = useFormikContext()
  const errorMessage = isErrorShown(meta.touched, submitCount) && meta.error ? meta.error : undefined
  const common = {
    ...rest,
    name,
    value: field.value ?? '',
    onChange: (v: string) => helpers.setValue(transform ? transform(v) : v),
    onBlur: () => {
      if (touchOnBlur) helpers.setTouched(true)
    },
    errorMessage,
  }
  return multiline ? <TextArea {...common} /> : <TextField {...common} />
}
