import { type ReactNode, useRef } from 'react'
import { PlainButton } from '~/ui/PlainButton'
import s from './create-form.module.css'

/**
 * Enter in a sub-form's input adds its row instead of submitting the whole form; an open list box keeps
 * Enter for choosing an option. It listens in the capture phase because number fields stop the key there.
 */
function onSubformEnter(latestAdd: { current: () => void }) {
  return (e: React.KeyboardEvent) => {
    const target = e.target as HTMLElement
    if (e.key !== 'Enter' || target.tagName !== 'INPUT' || target.getAttribute('aria-expanded') === 'true')
      return
    // no implicit submit of the whole form; add once the field (a number field commits on Enter) has its
    // value, through the add of the render that value caused, not this render's, which holds the old value
    e.preventDefault()
    setTimeout(() => latestAdd.current(), 0)
  }
}

type SubformProps = {
  /** Heading and accessible name of the group, e.g. 'New disk'. */
  title: string
  /** Label of the button that adds the row, e.g. 'Add disk'. */
  addLabel: string
  /** Why the draft cannot be added yet. */
  error: string | undefined
  onAdd: () => void
  onCancel: () => void
  children: ReactNode
}

/** A small form inside the create form that adds one row to a list (a disk, a network interface). */
export function Subform({ title, addLabel, error, onAdd, onCancel, children }: SubformProps) {
  const latestAdd = useRef(onAdd)
  latestAdd.current = onAdd
  return (
    <fieldset className={s.subform} onKeyDownCapture={onSubformEnter(latestAdd)} aria-label={title}>
      <h3 className={s.subformTitle}>{title}</h3>
      {children}
      {error && (
        <p className={s.fieldError} role="alert">
          {error}
        </p>
      )}
      <div className={s.inlineActions}>
        <PlainButton size="sm" onClick={onAdd}>
          {addLabel}
        </PlainButton>
        <PlainButton size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </PlainButton>
      </div>
    </fieldset>
  )
}

type ListProps<T> = {
  /** Accessible name of the list, e.g. 'Additional disks'. */
  label: string
  /** What a row is, for its Remove button's name, e.g. 'disk'. */
  noun: string
  items: T[]
  onRemove: (item: T) => void
  children: (item: T, index: number) => ReactNode
}

/** The rows added so far, each with a Remove button; nothing while there are none. */
export function AddedList<T extends { name: string }>({
  label,
  noun,
  items,
  onRemove,
  children,
}: ListProps<T>) {
  if (items.length === 0) return null
  return (
    <ul className={s.list} aria-label={label}>
      {items.map((item, i) => (
        <li key={item.name} className={s.listItem}>
          <span>{children(item, i)}</span>
          <PlainButton
            variant="ghost"
            size="sm"
            aria-label={`Remove ${noun} ${item.name}`}
            onClick={() => onRemove(item)}
          >
            Remove
          </PlainButton>
        </li>
      ))}
    </ul>
  )
}
