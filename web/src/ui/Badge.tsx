import type { ReactNode } from 'react'
import s from './Badge.module.css'
import { Spinner } from './Spinner'

export type BadgeColor = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'purple'

export type BadgeProps = {
  /** The words are the meaning; color only reinforces them. */
  children: ReactNode
  color?: BadgeColor
  /** For transitional states (e.g. "starting"): the text already says it is in progress. */
  spinner?: boolean
  className?: string
}

export function Badge({ children, color = 'neutral', spinner = false, className }: BadgeProps) {
  return (
    <span className={[s.badge, s[color], className].filter(Boolean).join(' ')} data-color={color}>
      {spinner && <Spinner size="sm" decorative />}
      {children}
    </span>
  )
}
