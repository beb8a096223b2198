import type { ReactNode } from 'react'
import buttonStyles from '~/ui/Button.module.css'
import { type ButtonSize, type ButtonVariant, buttonClassName } from '~/ui/button-look'
import { Link } from './Link'

type Props = {
  to: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}

/** An in-app link that looks like a button: a real `<a href>`, navigated by the router, prefetched on hover. */
export function LinkButton({ to, variant, size, className, children }: Props) {
  return (
    <Link to={to} className={buttonClassName({ variant, size, className })}>
      <span className={buttonStyles.label}>{children}</span>
    </Link>
  )
}
