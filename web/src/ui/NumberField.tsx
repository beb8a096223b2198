import { type ReactNode, type RefObject, useId } from 'react'
import { deferredComponent, useStandIn } from './deferred-component'
import f from './Field.module.css'
import { FieldNotes, noteIds } from './FieldNotes'
import { ChevronDownIcon, ChevronUpIcon } from './icons/action-icons'
import s from './NumberField.module.css'

export type NumberFieldProps = {
  label: string
  hideLabel?: boolean
  /** NaN while the input is empty. */
  value: number
  onChange: (value: number) => void
  onBlur?: () => void
  minValue?: number
  maxValue?: number
  step?: number
  formatOptions?: Intl.NumberFormatOptions
  /** A unit shown after the number, e.g. "GiB". */
  unit?: string
  description?: ReactNode
  /** Shown, announced and marks the field invalid only when given. */
  errorMessage?: string
  isRequired?: boolean
  isDisabled?: boolean
  isReadOnly?: boolean
  name?: string
  autoFocus?: boolean
  className?: string
}

/** Plain numbers, up to two decimals, unless a field says otherwise. */
export const DEFAULT_FORMAT: Intl.NumberFormatOptions = { useGrouping: false, maximumFractionDigits: 2 }

const control = deferredComponent(() => import('./NumberFieldControl'))

/** Fetches the number field's code now (the unit tests' setup does, so that forms meet the loaded field). */
export const preloadNumberField = control.preload

/**
 * A number input with steppers: arrows step, the value is checked against its bounds when the field is left.
 *
 * Its code (React Aria's number field, with its parser and steppers) loads after the page: until then the field
 * is a native input that looks the same and takes digits, and focus stays in the field when the loaded one takes
 * its place.
 */
export function NumberField(props: NumberFieldProps) {
  const { component, retry } = control.useLoaded()
  return <DeferredNumberField {...props} Control={component} onStandInFocus={retry} />
}

type Control = NonNullable<ReturnType<typeof control.useLoaded>['component']>

/**
 * What the loaded number field takes over from the stand-in: the focus, the text typed into it, and the stand-in's
 * input itself (`input`), whose selection it keeps, so that the next key replaces a selection as it would have.
 */
export type NumberHandOff = { focus: boolean; text?: string; input?: HTMLInputElement | null }

/** The number field with its code given or not yet at hand (`Control`): the stand-in until it is. */
export function DeferredNumberField({
  Control,
  onStandInFocus,
  ...props
}: NumberFieldProps & { Control: Control | undefined; onStandInFocus?: () => void }) {
  // the value follows what is typed into the stand-in whenever it reads as a number
  const { focused, setFocused, typed, setTyped, input, autoFocus } = useStandIn(
    Boolean(Control),
    props.autoFocus,
  )
  if (Control) {
    return (
      <Control
        {...props}
        autoFocus={autoFocus}
        handOff={{
          focus: focused,
          text: focused ? typed : undefined,
          input: focused ? input.current : undefined,
        }}
      />
    )
  }
  return (
    <StandIn
      {...props}
      focused={focused}
      typed={typed}
      onType={setTyped}
      inputRef={input}
      onFocusChange={(isFocused) => {
        setFocused(isFocused)
        if (isFocused) onStandInFocus?.()
        else setTyped(undefined)
      }}
    />
  )
}

/** The number field as React Aria draws it, from native elements. */
function StandIn({
  label,
  hideLabel,
  value,
  onChange,
  onBlur,
  minValue,
  maxValue,
  formatOptions = DEFAULT_FORMAT,
  unit,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isReadOnly,
  name,
  autoFocus,
  className,
  focused,
  typed,
  onType,
  inputRef,
  onFocusChange,
}: NumberFieldProps & {
  /** Whether the input has the focus: the box draws its focus ring, as React Aria's group does. */
  focused: boolean
  typed?: string
  onType: (text: string) => void
  inputRef: RefObject<HTMLInputElement | null>
  onFocusChange: (focused: boolean) => void
}) {
  const id = useId()
  // no more decimals than the field shows (Intl's default is three), so the value is what the input shows
  const decimals = formatOptions.maximumFractionDigits ?? 3
  const negatives = minValue === undefined || minValue < 0
  const partial = new RegExp(
    `^${negatives ? '-?' : ''}\\d*${decimals > 0 ? `(\\.\\d{0,${decimals}})?` : ''}$`,
  )
  const text =
    typed ?? (Number.isNaN(value) ? '' : new Intl.NumberFormat('en-US', formatOptions).format(value))
  const described = noteIds(id, { description, errorMessage })
  return (
    <div className={className ? `${f.field} ${className}` : f.field}>
      <label htmlFor={`${id}-input`} className={hideLabel ? 'visually-hidden' : f.label}>
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
          id={`${id}-input`}
          type="text"
          inputMode={negatives ? 'text' : decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={errorMessage ? true : undefined}
          aria-required={isRequired || undefined}
          aria-describedby={described.join(' ') || undefined}
          name={name}
          value={text}
          disabled={isDisabled}
          readOnly={isReadOnly}
          // biome-ignore lint/a11y/noAutofocus: the form that asks for it decides, as with the loaded field
          autoFocus={autoFocus}
          className={s.input}
          onChange={(event) => {
            const next = event.target.value
            if (!partial.test(next)) return
            onType(next)
            const number = next === '' ? Number.NaN : Number(next)
            if (next === '' || Number.isFinite(number)) onChange(number)
          }}
          onFocus={() => {
            onFocusChange(true)
          }}
          onBlur={() => {
            onFocusChange(false)
            // leaving the field keeps the number within its bounds, as the loaded field does
            if (!Number.isNaN(value)) {
              const clamped = Math.min(maxValue ?? value, Math.max(minValue ?? value, value))
              if (clamped !== value) onChange(clamped)
            }
            onBlur?.()
          }}
        />
        {unit && <span className={s.unit}>{unit}</span>}
        <span className={s.steppers} aria-hidden="true">
          <span className={s.step}>
            <ChevronUpIcon size={12} />
          </span>
          <span className={s.step}>
            <ChevronDownIcon size={12} />
          </span>
        </span>
      </div>
      <FieldNotes id={id} description={description} errorMessage={errorMessage} />
    </div>
  )
}
