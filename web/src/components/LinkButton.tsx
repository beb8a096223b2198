import type { ReactNode } from 'react'
import buttonStyles from '~/ui/Button.module.css'
import { type ButtonSize, type ButtonVariant, buttonClassName } from '~/ui/button-look'
import { Link } from './Link'

type Props = {
  to: string
  /** Opens a form over the list on screen, which keeps its page, sort and scroll. */
  overList?: boolean
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
  children: ReactNode
}

/** An in-app link that looks like a button: a real `<a href>`, navigated by the router, prefetched on hover. */
export function LinkButton({ to, overList, variant, size, className, children }: Props) {
  return (
    <Link to={to} overList={overList} className={buttonClassName({ variant, size, className })}>
      <span className={buttonStyles.label}>{children}</span>
    </Link>
  )
}
