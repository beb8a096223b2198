import type { ReactNode } from 'react'
import s from './Banner.module.css'
import { InfoIcon, WarningIcon } from './icons/action-icons'

export type BannerProps = {
  tone?: 'info' | 'warning'
  children: ReactNode
  className?: string
}

/** A full-width strip above the app, e.g. the technical-preview notice. */
export function Banner({ tone = 'info', children, className }: BannerProps) {
  const Icon = tone === 'warning' ? WarningIcon : InfoIcon
  return (
    <div className={[s.banner, s[tone], className].filter(Boolean).join(' ')} role="note">
      <Icon />
      <span>{children}</span>
    </div>
  )
}
