import type { ReactNode } from 'react'
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon } from './icons/action-icons'
import { PlainButton } from './PlainButton'
import s from './Toast.module.css'

export type ToastVariant = 'success' | 'error' | 'info'

export type ToastProps = {
  variant?: ToastVariant
  title: string
  content?: ReactNode
  onClose: () => void
}

const icons = { success: CheckIcon, error: ErrorIcon, info: InfoIcon }

/** One notification. The variant is also carried by an icon and the title, never by color alone. */
export function Toast({ variant = 'success', title, content, onClose }: ToastProps) {
  const Icon = icons[variant]
  return (
    // Errors interrupt (role=alert); the region around the others announces them politely.
    <div className={`${s.toast} ${s[variant]}`} role={variant === 'error' ? 'alert' : undefined}>
      <Icon className={s.icon} />
      <div className={s.text}>
        <div className={s.title}>{title}</div>
        {content != null && <div className={s.content}>{content}</div>}
      </div>
      <PlainButton
        variant="ghost"
        size="sm"
        aria-label="Dismiss notification"
        onClick={onClose}
        className={s.close}
      >
        <CloseIcon />
      </PlainButton>
    </div>
  )
}

export type ToastRegionProps = {
  children?: ReactNode
  label?: string
}

/**
 * Fixed stack at the bottom left, kept clear of any open side sheet or dialog (Toast.module.css). Always mounted,
 * so toasts added later are announced.
 */
export function ToastRegion({ children, label = 'Notifications' }: ToastRegionProps) {
  return (
    <section className={s.region} aria-label={label}>
      <div className={s.list} aria-live="polite" aria-relevant="additions">
        {children}
      </div>
    </section>
  )
}
