import { useField, useFormikContext } from 'formik'

/**
 * Whether a field's error shows: once the field was touched (left, or its row added), or once the form was
 * submitted, so a fresh form is not covered in red. A field marked untouched again after that (a value cleared
 * because its type changed, a draft row's input emptied by adding the row) waits for the user again: its value
 * is one they have not had a chance to enter yet.
 */
export function isErrorShown(touched: unknown, submitCount: number): boolean {
  if (touched === false) return false
  return Boolean(touched) || submitCount > 0
}

/** The field's error when it shows (see `isErrorShown`). */
export function useShownError(name: string): string | undefined {
  const [, meta] = useField(name)
  const { submitCount } = useFormikContext()
  return isErrorShown(meta.touched, submitCount) && typeof meta.error === 'string' ? meta.error : undefined
}
