import type { ReactNode } from 'react'
import s from './PageHeader.module.css'

export function PageHeader({
  title,
  icon,
  actions,
}: {
  title: string
  icon?: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className={s.header}>
      <h1 className={s.title}>
        {icon}
        {title}
      </h1>
      {actions && <div className={s.actions}>{actions}</div>}
    </div>
  )
}
