import type { ReactNode } from 'react'
import s from './Banner.module.css'
import { InfoIcon, WarningIcon } from './icons/action-icons'

export type BannerProps = {
  tone?: 'info' | 'warning'
  children: ReactNode
  className?: string
  /** `status` for a notice that appears while the page is open, so that assistive tech announces it */
  role?: 'note' | 'status'
}

/** A full-width strip, e.g. the technical-preview notice above the app. */
export function Banner({ tone = 'info', children, className, role = 'note' }: BannerProps) {
  const Icon = tone === 'warning' ? WarningIcon : InfoIcon
  return (
    <div className={[s.banner, s[tone], className].filter(Boolean).join(' ')} role={role}>
      <Icon />
      <span>{children}</span>
    </div>
  )
}
