import type { ReactNode } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import s from './Field.module.css'

// Label, help text and error shared by every form primitive. They must sit inside a RAC field component,
// which wires their ids into the control's aria-labelledby / aria-describedby.

export function FieldLabel({ children, hidden }: { children: ReactNode; hidden?: boolean }) {
  return <Label className={hidden ? 'visually-hidden' : s.label}>{children}</Label>
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <Text slot="description" className={s.description}>
      {children}
    </Text>
  )
}

/** Renders only while the field is invalid, i.e. when the parent passed an `errorMessage`. */
export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <FieldError className={s.error}>{children}</FieldError>
}

export const fieldStyles = s
