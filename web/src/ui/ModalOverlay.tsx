import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { FocusScope } from 'react-aria/FocusScope'
import { useModalOverlay } from 'react-aria/useModalOverlay'
import { createPortal } from 'react-dom'
import { useOverlayTriggerState } from 'react-stately/useOverlayTriggerState'

export type ModalOverlayProps = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** Whether a click outside the modal closes it. Escape always does. */
  isDismissable: boolean
  /** The backdrop, full screen. */
  overlayClassName: string
  /** The box on the backdrop that holds the dialog. */
  modalClassName: string
  children: ReactNode
}

/**
 * The backdrop and box every modal (centered dialog or side sheet) sits in, built on React Aria's modal hooks:
 * focus held inside and handed back on close, Escape and outside clicks closing it, the page behind hidden from
 * assistive technology and kept from scrolling. React Aria's own Modal component brings its Dialog, and with it
 * the menu and collection code a dialog never uses; these hooks do not. Its Overlay component is exported with
 * DismissButton, which brings the localized-strings code: the portal and the focus scope Overlay would make are
 * made here. While it opens, the backdrop and box carry `data-entering` so that CSS can animate them in. Given
 * `isOpen={false}` while mounted, they carry `data-exiting` and stay in the page until their animations end; a
 * modal that its parent unmounts to close (as the console's do) simply goes. Overlay would also clear the press
 * and focus contexts of a React Aria trigger around it: a modal is not rendered inside one (a menu's item opens
 * it through state or the URL, outside the menu).
 */
export function ModalOverlay(props: ModalOverlayProps) {
  const overlayRef = useRef<HTMLDivElement>(null)
  const isExiting = useExitAnimation(overlayRef, props.isOpen)
  if (!props.isOpen && !isExiting) return null
  return <OpenModal {...props} overlayRef={overlayRef} isExiting={isExiting} />
}

type OpenModalProps = ModalOverlayProps & {
  overlayRef: RefObject<HTMLDivElement | null>
  isExiting: boolean
}

function OpenModal({
  isOpen,
  onOpenChange,
  isDismissable,
  overlayClassName,
  modalClassName,
  children,
  overlayRef,
  isExiting,
}: OpenModalProps) {
  const modalRef = useRef<HTMLDivElement>(null)
  const state = useOverlayTriggerState({ isOpen, onOpenChange })
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable }, state, modalRef)
  useFocusBackAfterShown()
  const isEntering = useEnterAnimation(overlayRef)
  const phase = { 'data-entering': isEntering || undefined, 'data-exiting': isExiting || undefined }
  return createPortal(
    // focus stays inside until the modal starts to leave, and goes back where it was when it has left
    <FocusScope contain={!isExiting} restoreFocus>
      <div {...underlayProps} {...phase} ref={overlayRef} className={overlayClassName}>
        <div {...modalProps} {...phase} ref={modalRef} className={modalClassName}>
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
  const [opener] = useState(() => document.activeElement)
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
 * The animations that will end, running on an element and everything inside it (none where the browser cannot
 * tell): a spinner in the dialog turns forever, and must not keep it entering or in the page.
 */
function runningAnimations(element: HTMLElement | null): Animation[] {
  if (!element || typeof element.getAnimations !== 'function') return []
  return element
    .getAnimations({ subtree: true })
    .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
}

/** Call `done` once the running animations of `element` end, or at once when none run. */
function afterAnimations(element: HTMLElement | null, done: () => void): () => void {
  let cancelled = false
  const animations = runningAnimations(element)
  if (animations.length === 0) done()
  else
    Promise.all(animations.map((a) => a.finished))
      .then(() => !cancelled && done())
      // an animation cancelled by the element leaving the page: nothing is left to wait for
      .catch(() => !cancelled && done())
  return () => {
    cancelled = true
  }
}

/** True from the first paint until the enter animations of the element have run. */
function useEnterAnimation(ref: RefObject<HTMLElement | null>): boolean {
  const [isEntering, setEntering] = useState(true)
  useLayoutEffect(() => afterAnimations(ref.current, () => setEntering(false)), [ref])
  return isEntering
}

/** True from the moment `isOpen` turns false until the exit animations of the element have run. */
function useExitAnimation(ref: RefObject<HTMLElement | null>, isOpen: boolean): boolean {
  const [phase, setPhase] = useState<'open' | 'exiting' | 'closed'>(isOpen ? 'open' : 'closed')
  // follow isOpen during render, as React recommends for state derived from props
  if (phase === 'open' && !isOpen) setPhase('exiting')
  else if (phase !== 'open' && isOpen) setPhase('open')
  const isExiting = phase === 'exiting'
  useLayoutEffect(() => {
    if (!isExiting) return
    return afterAnimations(ref.current, () => setPhase((p) => (p === 'exiting' ? 'closed' : p)))
  }, [ref, isExiting])
  return isExiting
}
