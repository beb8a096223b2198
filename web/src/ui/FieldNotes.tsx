import type { ReactNode } from 'react'
import s from './Field.module.css'

type Notes = { description?: ReactNode; errorMessage?: ReactNode }

/** The ids of a native field's description and error, in that order, for its `aria-describedby`. */
export function noteIds(id: string, { description, errorMessage }: Notes) {
  return [description && `${id}-description`, errorMessage && `${id}-error`].filter((note): note is string =>
    Boolean(note),
  )
}

/** A native field's description and error, under its control (React Aria's fields draw theirs themselves). */
export function FieldNotes({ id, description, errorMessage }: Notes & { id: string }) {
  return (
    <>
      {description && (
        <span id={`${id}-description`} className={s.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={`${id}-error`} className={s.error}>
          {errorMessage}
        </span>
      )}
    </>
  )
}
