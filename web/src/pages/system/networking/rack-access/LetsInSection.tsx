import type { ReactNode } from 'react'
import { SectionHeading } from '~/ui/SectionHeading'
import { allowListChange, type EntryDifference, type Sources } from './allow-list-change'
import { describeEntry } from './allow-list-entry'
import { F } from './allow-list-fields'
import { formatEntry } from './allow-list-text'
import { nextSources } from './allow-list-values'
import s from './rack-access.module.css'

function Differences({ title, items }: { title: string; items: EntryDifference[] }) {
  if (items.length === 0) return null
  return (
    <p className={s.note}>
      {title}{' '}
      {items.map((d, i) => (
        <span key={d.entry}>
          {i > 0 && ', '}
          <span className="mono">{formatEntry(d.entry)}</span>
          {d.partly && ' (in part)'}
        </span>
      ))}
      .
    </p>
  )
}

/** What saving the form would let in, and what changes from the list there is now. */
export function LetsInSection({ current }: { current: Sources }) {
  const values = F.useValues()
  const next = nextSources(values)
  const change = allowListChange(current, next)
  let summary: ReactNode
  if (next.allow === 'any') summary = <p className={s.note}>Requests from every address reach the API.</p>
  else if (next.ips.length === 0) summary = <p className={s.note}>No address yet: add one to the list.</p>
  else
    summary = (
      <>
        <ul className={s.letsIn} aria-label="What the new list lets in">
          {next.ips.map((ip) => (
            <li key={ip}>
              <span className="mono">{formatEntry(ip)}</span>: {describeEntry(ip)}
            </li>
          ))}
        </ul>
        <p className={s.note}>Requests from every other address are turned away.</p>
      </>
    )
  return (
    <section className={s.formSection} aria-labelledby="lets-in">
      <SectionHeading level={3} size="base" id="lets-in">
        What the new list lets in
      </SectionHeading>
      {summary}
      {change.fromAny && (
        <p className={s.note}>Today any address may reach the API: only those listed will.</p>
      )}
      {change.toAny && <p className={s.note}>Today only the addresses listed may reach the API.</p>}
      <Differences title="No longer let in:" items={change.lost} />
      <Differences title="Newly let in:" items={change.gained} />
    </section>
  )
}
