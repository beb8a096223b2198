import { type DOMAttributes, type ReactNode, useRef } from 'react'
import { useDialog } from 'react-aria/useDialog'

type DialogSectionProps = {
  role: 'dialog' | 'alertdialog'
  className: string
  /** The dialog's content; the element given `titleProps` names the dialog. */
  children: (titleProps: DOMAttributes<HTMLElement>) => ReactNode
}

/**
 * The dialog element inside a modal, from React Aria's `useDialog`: labelled by its title and focused when it
 * opens unless something inside already took focus. Rendered inside the modal, so it mounts when the modal opens
 * and focus moves into it then.
 */
export function DialogSection({ role, className, children }: DialogSectionProps) {
  const ref = useRef<HTMLElement>(null)
  const { dialogProps, titleProps } = useDialog({ role }, ref)
  return (
    <section {...dialogProps} ref={ref} className={className}>
      {children(titleProps)}
    </section>
  )
}
