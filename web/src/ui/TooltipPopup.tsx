import type { DOMAttributes, ReactNode, RefObject } from 'react'
import { Tooltip, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components/Tooltip'
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState'
import s from './Tooltip.module.css'

export type TooltipPopupProps = {
  state: TooltipTriggerState
  tooltipProps: DOMAttributes<HTMLElement>
  triggerRef: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * The tooltip itself, placed above its trigger by React Aria (flipped and kept on screen). Loaded the first time
 * a tooltip opens (use-tooltip.tsx): the positioning code is needed by no page before someone rests on or
 * focuses a control that has one.
 */
export default function TooltipPopup({ state, tooltipProps, triggerRef, children }: TooltipPopupProps) {
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <TooltipContext.Provider value={{ ...tooltipProps, triggerRef }}>
        <Tooltip placement="top" offset={6} className={s.tooltip}>
          {children}
        </Tooltip>
      </TooltipContext.Provider>
    </TooltipTriggerStateContext.Provider>
  )
}
