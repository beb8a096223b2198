import { useField } from 'formik'
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react'
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
  /**
   * Makes a drop zone around the file button, for a file dragged from the desktop, with these words in it (e.g.
   * 'Drop an image file here, or choose one'). The button stays, for the keyboard.
   */
  dropZone?: string
}

/**
 * A native file input bound to Formik (value: File or null): the browser's own picker is keyboard-operable and
 * works with drag and drop, onto the button or, with `dropZone`, onto a larger area around it. Shows the chosen
 * file's name and size.
 */
export function FileFieldF({ name, label, accept, description, isRequired, isDisabled, dropZone }: Props) {
  const [field, , helpers] = useField<File | null>(name)
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const choose = (files: FileList | null) => {
    helpers.setValue(files?.[0] ?? null)
    helpers.setTouched(true, false)
  }
  const takesFiles = (e: DragEvent) => !isDisabled && e.dataTransfer.types.includes('Files')
  const dropHandlers = {
    onDragEnter: (e: DragEvent) => {
      if (takesFiles(e)) setDragging(true)
    },
    onDragOver: (e: DragEvent) => {
      if (!takesFiles(e)) return
      e.preventDefault()
      e.dataTransfer.dropEffect = 'copy'
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false)
    },
    onDrop: (e: DragEvent) => {
      setDragging(false)
      if (!takesFiles(e) || e.dataTransfer.files.length === 0) return
      e.preventDefault()
      choose(e.dataTransfer.files)
      // the button names the dropped file as it would a chosen one, where the browser lets its files be set
      try {
        if (input.current) input.current.files = e.dataTransfer.files
      } catch {
        // the line under the button names it anyway
      }
    },
  }
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
  const fileInput = (
    <input
      ref={input}
      id={id}
      type="file"
      name={name}
      accept={accept}
      required={isRequired}
      disabled={isDisabled}
      aria-invalid={errorMessage ? true : undefined}
      aria-describedby={describedBy || undefined}
      className={`${f.input} ${s.input}`}
      onChange={(e) => choose(e.currentTarget.files)}
    />
  )
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
      </label>
      {dropZone ? (
        // a target for the pointer only: the file button inside it is the keyboard's way to the same thing
        <div
          className={[s.dropZone, dragging && s.dragging, isDisabled && s.disabled].filter(Boolean).join(' ')}
          {...dropHandlers}
        >
          <span className={s.dropText} aria-hidden="true">
            {dropZone}
          </span>
          {fileInput}
        </div>
      ) : (
        fileInput
      )}
      {field.value && (
        <span id={`${id}-chosen`} className={s.chosen}>
          <span className="mono">{field.value.name}</span> · {formatBytes(field.value.size)}
        </span>
      )}
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  )
}
