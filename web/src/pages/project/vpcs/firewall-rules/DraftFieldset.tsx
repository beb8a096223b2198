import { type ReactNode, useRef } from 'react'
import { PlainButton } from '~/ui/PlainButton'
import s from './firewall-rules.module.css'

type Props = {
  /** Names the group for assistive tech, e.g. 'New target'. */
  label: string
  /** Label of the button that adds the row, e.g. 'Add target'. */
  addLabel: string
  onAdd: () => void
  /** Why the row cannot be added, when no field of it says so. */
  error?: string
  children: ReactNode
}

/**
 * The inputs of one row a list of the rule is about to get, with its Add button. Enter in one of them adds the
 * row rather than saving the whole rule; in a picker whose list has an option highlighted, Enter chooses it.
 */
export function DraftFieldset({ label, addLabel, onAdd, error, children }: Props) {
  // Enter adds through the latest render's handler: a picker commits its text on the same key press
  const latestAdd = useRef(onAdd)
  latestAdd.current = onAdd
  const onKeyDownCapture = (e: React.KeyboardEvent) => {
    const target = e.target as HTMLElement
    if (e.key !== 'Enter' || target.tagName !== 'INPUT' || target.getAttribute('aria-activedescendant'))
      return
    e.preventDefault()
    setTimeout(() => latestAdd.current(), 0)
  }
  return (
    <fieldset className={s.draft} aria-label={label} onKeyDownCapture={onKeyDownCapture}>
      {children}
      {error && (
        <p role="alert" className={s.draftError}>
          {error}
        </p>
      )}
      <div className={s.draftActions}>
        <PlainButton size="sm" variant="secondary" onClick={onAdd}>
          {addLabel}
        </PlainButton>
      </div>
    </fieldset>
  )
}
