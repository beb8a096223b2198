import { useFieldLabel } from '~/components/form/error-summary'
import s from '~/components/form/form.module.css'
import { useShownError } from './use-shown-error'

/**
 * A field's error from validation or the server, for fields drawn as lists rather than one input. `label` names
 * the list in the form's error summary, e.g. 'Ports'.
 */
export function FieldError({ name, label }: { name: string; label?: string }) {
  const shown = useShownError(name)
  useFieldLabel(name, label)
  if (!shown) return null
  return (
    <p role="alert" className={s.fieldError} data-field-error={name}>
      {shown}
    </p>
  )
}
