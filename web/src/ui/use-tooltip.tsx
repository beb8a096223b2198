import { type KeyboardEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react'
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger'
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState'

const TooltipPopup = lazy(() => import('./TooltipPopup'))

/**
 * A hover or focus hint for a control, from React Aria's tooltip hooks: shown after 400 ms of hover or at once on
 * focus, hidden on press, Escape or leaving. Spread `triggerProps` and `triggerRef` on the control and render
 * `popup` beside it. The popup's code loads when it first opens; a pointer resting on the control fetches it
 * before the hover delay ends. Without content, the hooks do nothing. The hint must also be the control's
 * accessible description (touch users and screen readers never see the tooltip).
 */
export function useTooltip<E extends HTMLElement>(content: ReactNode | undefined) {
  const options = { delay: 400, closeDelay: 100, isDisabled: content == null }
  const state = useTooltipTriggerState(options)
  const triggerRef = useRef<E>(null)
  const { triggerProps, tooltipProps } = useTooltipTrigger(options, state, triggerRef)
  // once it has opened, the popup stays rendered, so that it can animate its own closing
  const [opened, setOpened] = useState(false)
  if (state.isOpen && !opened) setOpened(true)
  const popup =
    opened && content != null ? (
      <Suspense fallback={null}>
        <TooltipPopup state={state} tooltipProps={tooltipProps} triggerRef={triggerRef}>
          {content}
        </TooltipPopup>
      </Suspense>
    ) : null
  // the hint is already the control's description: the tooltip's own id would only repeat it
  const { 'aria-describedby': _, onKeyDown, ...rest } = triggerProps
  if (content == null) return { triggerProps: {}, triggerRef, popup }
  return {
    triggerProps: {
      ...rest,
      onPointerEnter: preloadThen(rest.onPointerEnter),
      // A key closes the tooltip and goes on to the page: React Aria's button stops the propagation of a key
      // handler given as a prop unless told to continue, which would keep Escape from the dialog around it.
      onKeyDown: (event: KeyboardEvent<HTMLElement> & { continuePropagation?: () => void }) => {
        onKeyDown?.(event)
        event.continuePropagation?.()
      },
    },
    triggerRef,
    popup,
  }
}

const preloadPopup = () => void import('./TooltipPopup')
const preloadThen =
  <A extends unknown[]>(handler: ((...args: A) => void) | undefined) =>
  (...args: A) => {
    preloadPopup()
    handler?.(...args)
  }
