import { type ReactNode, useRef } from 'react'
import { PlainButton } from '~/ui/PlainButton'
import s from './item-list.module.css'

type Props<T> = {
  /** Names the list, e.g. 'Targets'. */
  label: string
  items: T[]
  itemKey: (item: T) => string
  /** What a row is called on its Remove button, e.g. 'target VPC default'. */
  itemName: (item: T) => string
  onRemove: (item: T) => void
  /** Takes the focus once the last row is removed, e.g. to the input that adds a row. */
  onEmptied: () => void
  /** Said while the list is empty, e.g. 'No targets: the rule applies to no instance.' */
  emptyText: string
  children: (item: T) => ReactNode
}

/**
 * The rows a list in a form holds (a rule's targets, an allow-list's addresses), each with a Remove button. After a removal the focus moves to the next
 * row's button (or the previous one), so a keyboard user keeps their place; after the last, to `onEmptied`'s
 * choice, rather than to the page behind the dialog.
 */
export function ItemList<T>({
  label,
  items,
  itemKey,
  itemName,
  onRemove,
  onEmptied,
  emptyText,
  children,
}: Props<T>) {
  const list = useRef<HTMLUListElement>(null)
  if (items.length === 0) return <p className={s.none}>{emptyText}</p>
  const remove = (item: T, index: number) => {
    const buttons = list.current?.querySelectorAll('button')
    const next = buttons?.[index + 1] ?? buttons?.[index - 1]
    onRemove(item)
    requestAnimationFrame(() => (next ? next.focus() : onEmptied()))
  }
  return (
    <ul ref={list} className={s.items} aria-label={label}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={s.item}>
          <span>{children(item)}</span>
          <PlainButton
            variant="ghost"
            size="sm"
            aria-label={`Remove ${itemName(item)}`}
            onClick={() => remove(item, index)}
          >
            Remove
          </PlainButton>
        </li>
      ))}
    </ul>
  )
}
