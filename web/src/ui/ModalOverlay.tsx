import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FocusScope } from 'react-aria/FocusScope'
import { useModalOverlay } from 'react-aria/useModalOverlay'
import { createPortal } from 'react-dom'
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState'

export type ModalOverlayProps = {
  /** Asked to close (Escape, a click outside when dismissable): the parent closes the modal by unmounting it. */
  onClose: () => void
  /** Whether a click outside the modal closes it. Escape always does. */
  isDismissable: boolean
  /** The backdrop, full screen. */
  overlayClassName: string
  /** The box on the backdrop that holds the dialog. */
  modalClassName: string
  /**
   * What kind of modal this is, as `data-modal` on the backdrop: the toasts read it to keep clear of the modal
   * ('sheet', or a dialog's width).
   */
  kind: 'sheet' | 'narrow' | 'medium' | 'free'
  children: ReactNode
}

/**
 * The backdrop and box every modal (centered dialog or side sheet) sits in, open while it is rendered, built on
 * React Aria's modal hooks: focus held inside and handed back on close, Escape and outside clicks asking to
 * close, the page behind hidden from assistive technology and kept from scrolling. React Aria's own Modal
 * component brings its Dialog, and with it the menu and collection code a dialog never uses; these hooks do not.
 * Its Overlay component is exported with DismissButton, which brings the localized-strings code: the portal and
 * the focus scope Overlay would make are made here. Overlay would also clear the press and focus contexts of a
 * React Aria trigger around it: a modal is not rendered inside one (a menu's item opens it through state or the
 * URL).
 */
export function ModalOverlay({
  onClose,
  isDismissable,
  overlayClassName,
  modalClassName,
  kind,
  children,
}: ModalOverlayProps) {
  const modalRef = useRef<HTMLDivElement>(null)
  const state = useOverlayTriggerState({ isOpen: true, onOpenChange: (open) => !open && onClose() })
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable }, state, modalRef)
  useFocusBackAfterShown()
  return createPortal(
    // focus stays inside while the modal is open, and goes back where it was when it has gone
    <FocusScope contain restoreFocus>
      <div {...underlayProps} className={overlayClassName} data-modal={kind}>
        <div {...modalProps} ref={modalRef} className={modalClassName}>
          {children}
        </div>
      </div>
    </FocusScope>,
    document.body,
  )
}

/**
 * React Aria gives the focus back in the frame after a modal goes, to the element that had it as the modal
 * opened; the page behind is shown again (no longer inert) in a passive effect, which can come after that frame
 * when the modal closes through a navigation. Focusing an inert element does nothing, and the focus would stay
 * lost. This puts the focus back once the page is shown, if it is still lost then: after the effects of every
 * modal that closed with this one (a side sheet and the question over it that discarded it, which hid the page
 * too), as React Aria does it, without scrolling.
 */
function useFocusBackAfterShown() {
  const [opener] = useState(openerOf)
  useEffect(
    () => () =>
      queueMicrotask(() => {
        const lost = document.activeElement === null || document.activeElement === document.body
        if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
          opener.focus({ preventScroll: true })
        }
      }),
    [opener],
  )
}

/**
 * What had the focus as the modal opened. A modal opened from a menu item opens as the menu closes, and the item
 * is gone by the time the modal goes: the menu's trigger (which labels the menu) stands in for it.
 */
function openerOf(): Element | null {
  const active = document.activeElement
  const menu = active?.closest('[role="menu"]')
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '')
  return trigger ?? active
}
