import { lazy, type ReactNode, Suspense, useId } from 'react'
import { useDeferredPopup } from './deferred-popup'
import f from './Field.module.css'
import { FieldNotes, noteIds } from './FieldNotes'
import { ChevronDownIcon } from './icons/action-icons'
import type { SelectItem } from './ListOption'
import s from './Select.module.css'

export type { SelectItem } from './ListOption'

export type SelectProps = {
  label: string
  hideLabel?: boolean
  /** Put the label beside the trigger (compact toolbars such as the pagination footer). */
  inline?: boolean
  items: SelectItem[]
  value: string | null
  onChange: (value: string) => void
  placeholder?: string
  description?: ReactNode
  /** Shown, announced and marks the field invalid only when given. */
  errorMessage?: string
  isRequired?: boolean
  isDisabled?: boolean
  name?: string
  autoFocus?: boolean
  className?: string
}

const SelectPopup = lazy(() => import('./SelectPopup'))
const preload = () => {
  import('./SelectPopup').catch(() => {
    // the press will ask again, and report a failure then
  })
}

/**
 * A single-choice picker; fully keyboard-operable (type-ahead, arrows, Enter, Escape). It shows its label and
 * value at once, and its list's code (React Aria's select, popover and list box) loads with its first opening.
 */
export function Select(props: SelectProps) {
  const { openWith, triggerProps } = useDeferredPopup(preload, 'listbox')
  const closed = <ClosedSelect {...props} triggerProps={triggerProps} />
  if (!openWith) return closed
  return (
    <Suspense fallback={closed}>
      <SelectPopup {...props} openWith={openWith} />
    </Suspense>
  )
}

/** The select as React Aria draws it while closed: label, trigger with the chosen value, help and error. */
function ClosedSelect({
  label,
  hideLabel,
  inline,
  items,
  value,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isDisabled,
  autoFocus,
  className,
  triggerProps,
}: SelectProps & { triggerProps: ReturnType<typeof useDeferredPopup>['triggerProps'] }) {
  const id = useId()
  const selected = items.find((i) => i.value === value)
  const described = noteIds(id, { description, errorMessage })
  return (
    <div className={[f.field, inline && s.inline, className].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={hideLabel ? 'visually-hidden' : f.label}>
        {label}
      </span>
      <button
        {...triggerProps}
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={described.join(' ') || undefined}
        data-invalid={errorMessage ? true : undefined}
        disabled={isDisabled}
        // biome-ignore lint/a11y/noAutofocus: the form that asks for it decides, as with the loaded select
        autoFocus={autoFocus}
        className={`${f.input} ${s.trigger}`}
      >
        <span id={`${id}-value`} className={s.value} data-placeholder={selected ? undefined : true}>
          {selected ? selected.label : placeholder}
        </span>
        <ChevronDownIcon className={s.chevron} />
      </button>
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  )
}
