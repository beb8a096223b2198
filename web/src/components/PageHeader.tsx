import type { ReactNode } from 'react'
import { DocsLink } from './DocsLink'
import s from './PageHeader.module.css'

export function PageHeader({
  title,
  icon,
  actions,
  docs,
}: {
  title: string
  icon?: ReactNode
  actions?: ReactNode
  /** Where the Oxide documentation explains what the page shows, and what about. */
  docs?: { href: string; topic: string }
}) {
  return (
    <div className={s.header}>
      <h1 className={s.title}>
        {icon}
        {title}
      </h1>
      {(actions || docs) && (
        <div className={s.actions}>
          {docs && <DocsLink {...docs} />}
          {actions}
        </div>
      )}
    </div>
  )
}
