import type { ReactNode } from 'react'
import buttonStyles from '~/ui/Button.module.css'
import { type ButtonSize, type ButtonVariant, buttonClassName } from '~/ui/button-look'
import { PlainButton } from '~/ui/PlainButton'
import { Link } from './Link'

type Props = {
  to: string
  /** Opens a form over the list on screen, which keeps its page, sort and scroll. */
  overList?: boolean
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  /** Why the user may not go there (their role does not allow what the page does): a disabled button says it. */
  disabledReason?: string
  children: ReactNode
}

/** An in-app link that looks like a button: a real `<a href>`, navigated by the router, prefetched on hover. */
export function LinkButton({ to, overList, variant, size, className, disabledReason, children }: Props) {
  if (disabledReason) {
    return (
      <PlainButton variant={variant} size={size} className={className} disabledReason={disabledReason}>
        {children}
      </PlainButton>
    )
  }
  return (
    <Link to={to} overList={overList} className={buttonClassName({ variant, size, className })}>
      <span className={buttonStyles.label}>{children}</span>
    </Link>
  )
}
