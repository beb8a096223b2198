import type { ReactNode } from 'react'
import s from './SectionHeading.module.css'

type Props = {
  /** The heading level that fits the page outline: h2 for a page's or a tab's sections, h3 for those within one. */
  level?: 2 | 3
  /** `base` for the small sections of a form's part, which sit under a heading of their own. */
  size?: 'lg' | 'base'
  /** For the section's `aria-labelledby`. */
  id?: string
  children: ReactNode
}

/** The title of a section of a page, a tab, a side panel or a form. */
export function SectionHeading({ level = 2, size = 'lg', id, children }: Props) {
  const Heading = `h${level}` as const
  return (
    <Heading id={id} className={size === 'base' ? `${s.heading} ${s.base}` : s.heading}>
      {children}
    </Heading>
  )
}
