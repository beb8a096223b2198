import type { ReactNode } from 'react'
import { CopyButton } from './CopyButton'
import s from './PropertyList.module.css'

/** One property: its label and its value (text, a badge, a link...). */
export type Property = readonly [label: string, value: ReactNode]

type Props = {
  properties: readonly Property[]
  /**
   * `card`: a bordered grid under a page header, two or more columns as the width allows; `list`: one property
   * per row, for side panels and dialogs.
   */
  layout?: 'card' | 'list'
}

/** A resource's properties as a description list, so each value is announced with its label. */
export function PropertyList({ properties, layout = 'card' }: Props) {
  return (
    <dl className={layout === 'card' ? s.card : s.list}>
      {properties.map(([label, value]) => (
        <div key={label} className={s.property}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** An id in monospace with a button that copies it, e.g. `<CopyableId id={vpc.id} label="Copy VPC ID" />`. */
export function CopyableId({ id, label }: { id: string; label: string }) {
  return (
    <span className={s.id}>
      <span className="mono">{id}</span>
      <CopyButton value={id} label={label} />
    </span>
  )
}
