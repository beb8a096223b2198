import s from '~/components/form/form.module.css'
import { useShownError } from './use-shown-error'

/** A field's error from validation or the server, for fields drawn as lists rather than one input. */
export function FieldError({ name }: { name: string }) {
  const shown = useShownError(name)
  if (!shown) return null
  return (
    <p role="alert" className={s.fieldError}>
      {shown}
    </p>
  )
}
