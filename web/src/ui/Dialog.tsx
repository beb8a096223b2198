import type { ReactNode } from 'react'
import s from './Dialog.module.css'
import { DialogSection } from './DialogSection'
import { CloseIcon } from './icons/action-icons'
import { ModalOverlay } from './ModalOverlay'
import { PlainButton } from './PlainButton'

export type DialogWidth = 'narrow' | 'medium' | 'free'

export type DialogProps = {
  title: string
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** narrow 24rem, medium 28rem, free 24 to 48rem depending on content. */
  width?: DialogWidth
  children?: ReactNode
  /** Action buttons, right-aligned. */
  footer?: ReactNode
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog'
  /** Whether a click on the backdrop closes it. Escape always does. */
  isDismissable?: boolean
}

/** Centered modal dialog. Focus stays inside while it is open and returns to the trigger on close. */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  width = 'medium',
  children,
  footer,
  role = 'dialog',
  isDismissable = true,
}: DialogProps) {
  if (!isOpen) return null
  return (
    <ModalOverlay
      onClose={() => onOpenChange(false)}
      isDismissable={isDismissable}
      overlayClassName={s.overlay}
      modalClassName={`${s.modal} ${s[width]}`}
      kind={width}
    >
      <DialogSection role={role} className={s.dialog}>
        {(titleProps) => (
          <>
            <header className={s.header}>
              <h2 {...titleProps} className={s.title}>
                {title}
              </h2>
              <PlainButton variant="ghost" size="sm" aria-label="Close" onClick={() => onOpenChange(false)}>
                <CloseIcon />
              </PlainButton>
            </header>
            {children != null && <div className={s.body}>{children}</div>}
            {footer != null && <footer className={s.footer}>{footer}</footer>}
          </>
        )}
      </DialogSection>
    </ModalOverlay>
  )
}
