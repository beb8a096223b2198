import type { ReactNode } from 'react'
import { Dialog as RACDialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from './Button'
import s from './Dialog.module.css'
import { CloseIcon } from './icons/action-icons'

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

/** Centered modal dialog. RAC traps focus inside and returns it to the trigger on close. */
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
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={s.overlay}
    >
      <Modal className={`${s.modal} ${s[width]}`}>
        <RACDialog role={role} className={s.dialog}>
          <header className={s.header}>
            <Heading slot="title" className={s.title}>
              {title}
            </Heading>
            <Button variant="ghost" size="sm" aria-label="Close" onPress={() => onOpenChange(false)}>
              <CloseIcon />
            </Button>
          </header>
          {children != null && <div className={s.body}>{children}</div>}
          {footer != null && <footer className={s.footer}>{footer}</footer>}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  )
}
