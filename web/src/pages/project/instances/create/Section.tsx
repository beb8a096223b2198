import { type ReactNode, useId } from 'react'
import { SectionHeading } from '~/ui/SectionHeading'
import s from './create-form.module.css'

/** One titled part of the create form, labelled by its heading for assistive tech. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className={s.section} aria-labelledby={id}>
      <SectionHeading id={id}>{title}</SectionHeading>
      {children}
    </section>
  )
}
