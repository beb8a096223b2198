import { type ReactNode, useId } from 'react'
import { SectionHeading } from '~/ui/SectionHeading'
import s from './create-form.module.css'

/** One titled part of the create form, labelled by its heading for assistive tech. */
export function FormSection({
  title,
  note,
  children,
}: {
  title: string
  note?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <section className={s.section} aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {note && <p className={s.note}>{note}</p>}
      {children}
    </section>
  )
}
