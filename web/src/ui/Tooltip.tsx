import type { ReactNode } from 'react'
import {
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger,
} from 'react-aria-components/Tooltip'
import s from './Tooltip.module.css'

export type TooltipProps = {
  content: ReactNode
  /** A single focusable RAC element (Button, Link, or anything wrapped in RAC `Focusable`). */
  children: ReactNode
  placement?: RACTooltipProps['placement']
  /** Milliseconds of hover before showing; focus shows it at once. */
  delay?: number
  isDisabled?: boolean
}

/** Hover or focus hint for a control. Content must also be reachable without the tooltip for touch users. */
export function Tooltip({ content, children, placement = 'top', delay = 400, isDisabled }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={100} isDisabled={isDisabled}>
      {children}
      <RACTooltip placement={placement} offset={6} className={s.tooltip}>
        {content}
      </RACTooltip>
    </TooltipTrigger>
  )
}
