import type { ReactNode } from 'react'
import { DialogSection } from './DialogSection'
import { CloseIcon } from './icons/action-icons'
import { ModalOverlay } from './ModalOverlay'
import { PlainButton } from './PlainButton'
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
  if (!isOpen) return null
  return (
    <ModalOverlay
      onClose={() => handleOpenChange(false)}
      isDismissable
      overlayClassName={s.overlay}
      modalClassName={s.modal}
      kind="sheet"
    >
      <DialogSection role="dialog" className={s.dialog}>
        {(titleProps) => (
          <>
            <header className={s.header}>
              <div className={s.titles}>
                <h2 {...titleProps} className={s.title}>
                  {title}
                </h2>
                {subtitle != null && <div className={s.subtitle}>{subtitle}</div>}
              </div>
              <PlainButton
                variant="ghost"
                size="sm"
                aria-label="Close"
                onClick={() => handleOpenChange(false)}
              >
                <CloseIcon />
              </PlainButton>
            </header>
            <div className={s.body}>{children}</div>
            {footer != null && <footer className={s.footer}>{footer}</footer>}
          </>
        )}
      </DialogSection>
    </ModalOverlay>
  )
}
