import { type ReactNode, useRef } from 'react'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import s from './row-list.module.css'

type Props = {
  /** The list's heading, e.g. 'Blocks'. */
  title: string
  /** What one row is called, e.g. 'block': rows are 'Block 1', 'Block 2'... */
  rowName: string
  /** Each row's key, in order. */
  keys: readonly string[]
  onAdd: () => void
  onRemove: (index: number) => void
  /** The row's fields. */
  children: (index: number) => ReactNode
  /** Under the heading: what the rows are. */
  note?: ReactNode
  /** An error of the list as a whole (e.g. none at all), shown under its rows. */
  error?: ReactNode
}

const focusIn = (element: Element | null | undefined, selector: string) =>
  element?.querySelector<HTMLElement>(selector)?.focus()

/**
 * Rows of a form that each hold a few fields (an address lot's blocks, an announce set's announcements), with a
 * button that adds one and a Remove button on each. The focus follows: to the first field of a row just added;
 * after a removal, to the same place in the next row, or the button that adds one.
 */
export function RowList({ title, rowName, keys, onAdd, onRemove, children, note, error }: Props) {
  const list = useRef<HTMLOListElement>(null)
  const addButton = useRef<HTMLDivElement>(null)
  const Name = rowName[0].toUpperCase() + rowName.slice(1)
  const add = () => {
    onAdd()
    requestAnimationFrame(() => focusIn(list.current?.lastElementChild, 'input'))
  }
  const remove = (index: number) => {
    onRemove(index)
    requestAnimationFrame(() => {
      const rows = list.current?.children
      const next = rows?.[index] ?? rows?.[index - 1]
      if (next) focusIn(next, 'input')
      else focusIn(addButton.current, 'button')
    })
  }
  return (
    <section className={s.section} aria-label={title}>
      <SectionHeading level={3} size="base">
        {title}
      </SectionHeading>
      {note}
      <ol ref={list} className={s.rows}>
        {keys.map((key, index) => (
          <li key={key} className={s.row}>
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>
                {Name} {index + 1}
              </legend>
              {children(index)}
              <div className={s.rowActions}>
                <PlainButton
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${rowName} ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </PlainButton>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {error}
      <div ref={addButton}>
        <PlainButton variant="secondary" size="sm" onClick={add}>
          Add {rowName}
        </PlainButton>
      </div>
    </section>
  )
}
