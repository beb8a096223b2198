import { useField, useFormikContext } from 'formik'

/** The field's error once it was touched or the form submitted, so a fresh form is not covered in red. */
export function useShownError(name: string): string | undefined {
  const [, meta] = useField(name)
  const { submitCount } = useFormikContext()
  return (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined
}
