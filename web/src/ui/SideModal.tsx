import type { ReactNode } from 'react'
import { Dialog as RACDialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import { Button } from './Button'
import { CloseIcon } from './icons/action-icons'
import s from './SideModal.module.css'

export type SideModalProps = {
  title: string
  subtitle?: ReactNode
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  children?: ReactNode
  footer?: ReactNode
  /**
   * Asked before any close (Escape, backdrop click, close button). Return false to keep the sheet open,
   * e.g. after the user declines to discard unsaved changes.
   */
  onBeforeClose?: () => boolean
}

/** Right-hand 32rem sheet for create and edit forms. */
export function SideModal({
  title,
  subtitle,
  isOpen,
  onOpenChange,
  children,
  footer,
  onBeforeClose,
}: SideModalProps) {
  const handleOpenChange = (open: boolean) => {
    if (!open && onBeforeClose && !onBeforeClose()) return
    onOpenChange(open)
  }
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={handleOpenChange} isDismissable className={s.overlay}>
      <Modal className={s.modal}>
        <RACDialog className={s.dialog}>
          <header className={s.header}>
            <div className={s.titles}>
              <Heading slot="title" className={s.title}>
                {title}
              </Heading>
              {subtitle != null && <div className={s.subtitle}>{subtitle}</div>}
            </div>
            <Button variant="ghost" size="sm" aria-label="Close" onPress={() => handleOpenChange(false)}>
              <CloseIcon />
            </Button>
          </header>
          <div className={s.body}>{children}</div>
          {footer != null && <footer className={s.footer}>{footer}</footer>}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  )
}
