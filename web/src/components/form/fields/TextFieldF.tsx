import { useField, useFormikContext } from 'formik'
import { TextArea, TextField } from '~/ui/TextField'

type Props = {
  name: string
  label: string
  description?: string
  isRequired?: boolean
  type?: 'text' | 'password' | 'email' | 'url'
  autoFocus?: boolean
  autoComplete?: string
  multiline?: boolean
  /** Rewrites input as it is typed, e.g. lowercasing names. */
  transform?: (value: string) => string
}

/** A text field bound to the surrounding Formik form; shows its error once touched or submitted. */
export function TextFieldF({ name, multiline, transform, ...rest }: Props) {
  const [field, meta, helpers] = useField<string>(name)
  const { submitCount } = useFormikContext()
  const errorMessage = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined
  const common = {
    ...rest,
    name,
    value: field.value ?? '',
    onChange: (v: string) => helpers.setValue(transform ? transform(v) : v),
    onBlur: () => helpers.setTouched(true),
    errorMessage,
  }
  return multiline ? <TextArea {...common} /> : <TextField {...common} />
}
