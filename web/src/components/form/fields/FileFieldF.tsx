import { useField } from 'formik'
import { type ReactNode, useId } from 'react'
import { useFieldLabel } from '~/components/form/error-summary'
import f from '~/ui/Field.module.css'
import { FieldNotes } from '~/ui/FieldNotes'
import { formatBytes } from '~/util/format'
import s from './FileFieldF.module.css'
import { useShownError } from './use-shown-error'

type Props = {
  name: string
  label: string
  accept?: string
  description?: ReactNode
  isRequired?: boolean
  isDisabled?: boolean
}

/**
 * A native file input bound to Formik (value: File or null): the browser's own picker is keyboard-operable and
 * works with drag and drop. Shows the chosen file's name and size.
 */
export function FileFieldF({ name, label, accept, description, isRequired, isDisabled }: Props) {
  const [field, , helpers] = useField<File | null>(name)
  useFieldLabel(name, label)
  const id = useId()
  const errorMessage = useShownError(name)
  const describedBy = [
    description && `${id}-description`,
    field.value && `${id}-chosen`,
    errorMessage && `${id}-error`,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        required={isRequired}
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${f.input} ${s.input}`}
        onChange={(e) => {
          helpers.setValue(e.currentTarget.files?.[0] ?? null)
          helpers.setTouched(true, false)
        }}
      />
      {field.value && (
        <span id={`${id}-chosen`} className={s.chosen}>
          <span className="mono">{field.value.name}</span> · {formatBytes(field.value.size)}
        </span>
      )}
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  )
}
