import type { ReactNode } from 'react'
import s from './Fieldset.module.css'

/** Groups form fields so they can be disabled together (e.g. while an upload runs); draws no box. */
export function Fieldset({ disabled, children }: { disabled?: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={disabled} className={s.fieldset}>
      {children}
    </fieldset>
  )
}
