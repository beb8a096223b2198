import type { ReactNode } from 'react'
import s from './EmptyState.module.css'

export type EmptyStateProps = {
  /** A decorative icon from ./icons. */
  icon?: ReactNode
  title: string
  body?: ReactNode
  /** Usually a Button or LinkButton to create the first item. */
  action?: ReactNode
  /** Heading level for the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
}

export function EmptyState({ icon, title, body, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={s.empty}>
      {icon && (
        <div className={s.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={s.title}>{title}</Heading>
      {body && <p className={s.body}>{body}</p>}
      {action && <div className={s.action}>{action}</div>}
    </div>
  )
}
