import { type ReactNode, type RefObject, useId, useState } from 'react'
import s from './ComboBox.module.css'
import { deferredComponent, useStandIn } from './deferred-component'
import f from './Field.module.css'
import { FieldNotes, noteIds } from './FieldNotes'
import { ChevronDownIcon } from './icons/action-icons'
import type { SelectItem } from './ListOption'

export type ComboBoxProps = {
  label: string
  hideLabel?: boolean
  items: SelectItem[]
  /** The chosen item's `value`; with `allowsCustomValue`, the text in the input. */
  value: string | null
  /**
   * Gets the chosen item's `value`, or null when the choice is cleared. With `allowsCustomValue`, gets the text
   * as it is typed, and a chosen item's `label` (the text it puts in the input).
   */
  onChange: (value: string | null) => void
  /**
   * Also accept text that matches no item, e.g. a name that does not exist yet or an address: the list only
   * suggests. Items should then be labelled with the text they stand for.
   */
  allowsCustomValue?: boolean
  onBlur?: () => void
  placeholder?: string
  /** Shown in the list when the typed text matches nothing. */
  emptyText?: string
  description?: ReactNode
  /** Shown, announced and marks the field invalid only when given. */
  errorMessage?: string
  isRequired?: boolean
  isDisabled?: boolean
  name?: string
  /** The input's id, for a link that takes the user to the field. */
  id?: string
  autoFocus?: boolean
  className?: string
}

const picker = deferredComponent(() => import('./ComboBoxPicker'))

/** Fetches the combobox's list code now (the unit tests' setup does, so that forms meet the loaded field). */
export const preloadComboBox = picker.preload

/**
 * A searchable picker: type to filter, arrows to move, Enter to choose, Escape to revert. With
 * `allowsCustomValue` the typed text is the value and the list offers matching suggestions; Escape or leaving
 * the field keeps what was typed.
 *
 * Its list's code (React Aria's combobox, list box and popover) loads after the page: until then the field is a
 * native input that looks the same and keeps what is typed into it, and focus stays in the field when the
 * loaded one takes its place.
 */
export function ComboBox(props: ComboBoxProps) {
  const { component, retry } = picker.useLoaded()
  return <DeferredComboBox {...props} Picker={component} onStandInFocus={retry} />
}

type Picker = NonNullable<ReturnType<typeof picker.useLoaded>['component']>

/**
 * What the loaded combobox takes over from the stand-in: the focus, text typed into it, which the loaded one
 * shows being typed over `from` (the text the field showed when it got the focus), so its list opens filtered,
 * and the stand-in's input itself (`input`), whose selection it keeps, so that the next key replaces a
 * selection as it would have.
 */
export type HandOff = {
  focus: boolean
  typed?: { from: string; text: string }
  input?: HTMLInputElement | null
}

/** The combobox with its list's code given or not yet at hand (`Picker`): the stand-in until it is. */
export function DeferredComboBox({
  Picker,
  onStandInFocus,
  ...props
}: ComboBoxProps & { Picker: Picker | undefined; onStandInFocus?: () => void }) {
  // what a choice list's stand-in has typed in it, and what the field showed as it got the focus
  const { focused, setFocused, typed, setTyped, input, autoFocus } = useStandIn(
    Boolean(Picker),
    props.autoFocus,
  )
  const [shownAtFocus, setShownAtFocus] = useState<string>()
  if (Picker) {
    const text = props.allowsCustomValue ? (props.value ?? '') : typed
    const handOff: HandOff = {
      focus: focused,
      typed:
        focused && shownAtFocus !== undefined && text !== undefined && text !== shownAtFocus
          ? { from: shownAtFocus, text }
          : undefined,
      input: focused ? input.current : undefined,
    }
    return <Picker {...props} autoFocus={autoFocus} handOff={handOff} />
  }
  return (
    <StandIn
      {...props}
      focused={focused}
      typed={typed}
      onType={setTyped}
      inputRef={input}
      onFocusChange={(isFocused, shown) => {
        setFocused(isFocused)
        setShownAtFocus(isFocused ? shown : undefined)
        if (isFocused) onStandInFocus?.()
        // leaving a choice list reverts what was typed to the choice, as the loaded one does
        else setTyped(undefined)
      }}
    />
  )
}

/** The combobox as React Aria draws it while closed, from native elements. */
function StandIn({
  label,
  hideLabel,
  items,
  value,
  onChange,
  allowsCustomValue,
  onBlur,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  autoFocus,
  className,
  focused,
  typed,
  onType,
  inputRef,
  onFocusChange,
}: ComboBoxProps & {
  /** Whether the input has the focus: the box draws its focus ring, as React Aria's group does. */
  focused: boolean
  typed?: string
  onType: (text: string) => void
  inputRef: RefObject<HTMLInputElement | null>
  onFocusChange: (focused: boolean, shown: string) => void
}) {
  const uid = useId()
  const inputId = id ?? `${uid}-input`
  const text = allowsCustomValue
    ? (value ?? '')
    : (typed ?? items.find((i) => i.value === value)?.label ?? '')
  const described = noteIds(uid, { description, errorMessage })
  return (
    <div className={className ? `${f.field} ${className}` : f.field}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : f.label}>
        {label}
      </label>
      <div
        className={`${f.input} ${f.inputGroup}`}
        data-focus-within={focused || undefined}
        data-invalid={errorMessage ? true : undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          ref={inputRef}
          id={inputId}
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          aria-invalid={errorMessage ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={described.join(' ') || undefined}
          autoComplete="off"
          name={allowsCustomValue ? name : undefined}
          value={text}
          placeholder={placeholder}
          disabled={isDisabled}
          // biome-ignore lint/a11y/noAutofocus: the form that asks for it decides, as with the loaded combobox
          autoFocus={autoFocus}
          className={s.input}
          onChange={(event) =>
            allowsCustomValue ? onChange(event.target.value) : onType(event.target.value)
          }
          onFocus={() => {
            onFocusChange(true, text)
          }}
          onBlur={() => {
            onFocusChange(false, text)
            onBlur?.()
          }}
        />
        <span className={s.toggle} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
      {name && !allowsCustomValue && <input type="hidden" name={name} value={value ?? ''} />}
      <FieldNotes id={uid} description={description} errorMessage={errorMessage} />
    </div>
  )
}
