import { type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { type ButtonLook, buttonClassName, buttonStyles as s } from './button-look'
import { SpinnerRing } from './SpinnerRing'
import tip from './Tooltip.module.css'

export type PlainButtonProps = ButtonLook & {
  type?: 'button' | 'submit'
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void
  /** Shows a spinner and ignores clicks while an action is in flight. */
  loading?: boolean
  /** The only way to disable it, as with Button: the reason shows on hover or focus and describes the button. */
  disabledReason?: string
  /** A hint for an enabled button, shown and read the same way as a disabled reason. */
  tooltip?: string
  'aria-label'?: string
  /** The form it submits, from outside it (a dialog's footer). */
  form?: string
  /** Takes focus when it appears: the button a dialog starts on. */
  autoFocus?: boolean
  /** For a toggle: whether it is on. */
  'aria-pressed'?: boolean
  /** For a disclosure: whether what it shows is open, and its element's id. */
  'aria-expanded'?: boolean
  'aria-controls'?: string
}

/**
 * A native button with Button's look and rules: every button the app draws and wires itself, from the sign-in
 * page's to a form's Cancel and submit, a dialog's close and a page's own actions (those that open a form
 * through the URL or a dialog from the page's state, or run at once, as an instance's Start and Stop). With
 * them, a list, an instance page or a form of text fields needs none of React Aria's press handling; a closing dialog
 * hands focus back to a native button as to any other. A button that a React Aria component wires up itself
 * (the trigger of a MenuTrigger or DialogTrigger, a button inside a ComboBox) uses Button. Its hint (a disabled
 * reason or a tooltip) is plain markup that CSS shows on hover and focus: it never needs placing, as it sits
 * above a button in the page's flow.
 */
export function PlainButton({
  type = 'button',
  onClick,
  loading = false,
  disabledReason,
  tooltip,
  children,
  'aria-label': label,
  'aria-pressed': pressed,
  'aria-expanded': expanded,
  'aria-controls': controls,
  form,
  autoFocus,
  ...look
}: PlainButtonProps) {
  const reasonId = useId()
  const ref = useRef<HTMLButtonElement>(null)
  // after the commit, as a text field's: a dialog's focus scope takes the focus only once its effects have run
  useEffect(() => {
    if (autoFocus) ref.current?.focus()
  }, [autoFocus])
  // Escape hides the hint until the pointer or focus leaves the button
  const [dismissed, setDismissed] = useState(false)
  const [hovered, setHovered] = useState(false)
  const disabled = Boolean(disabledReason)
  const hint = disabledReason ?? tooltip
  const inert = disabled || loading
  // the hint, not the dialog or sheet around the button, is what the first Escape closes
  const hideOnEscape = useCallback(
    (event: { key: string; stopPropagation: () => void }) => {
      if (!hint || dismissed || event.key !== 'Escape') return
      setDismissed(true)
      event.stopPropagation()
    },
    [hint, dismissed],
  )
  // a hint shown by the pointer alone must be dismissible without moving it, wherever focus is
  useEffect(() => {
    if (!hovered) return
    document.addEventListener('keydown', hideOnEscape, true)
    return () => document.removeEventListener('keydown', hideOnEscape, true)
  }, [hovered, hideOnEscape])
  const button = (
    <button
      // a disabled submit button must not submit its form through a click or Enter
      type={inert ? 'button' : type}
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      form={form}
      ref={ref}
      aria-disabled={inert || undefined}
      aria-describedby={hint ? reasonId : undefined}
      data-pending={(loading && !disabled) || undefined}
      className={buttonClassName(look, disabled)}
      onClick={(event) => {
        // Safari does not focus a button it clicks: a dialog the click opens would then hand focus back to nothing
        event.currentTarget.focus()
        if (!inert) onClick?.(event)
      }}
      onKeyDown={hideOnEscape}
      onBlur={() => setDismissed(false)}
    >
      {loading && !disabled && <SpinnerRing label="Loading" className={s.spinner} />}
      <span className={s.label}>{children}</span>
    </button>
  )
  // the same wrapper with a hint or without (where it lays out as if absent), so that the button stays the same
  // element, keeping focus, when its action brings a disabled reason or takes one away
  return (
    <span
      className={hint ? s.plainWithReason : s.plainBare}
      data-dismissed={dismissed || undefined}
      // the hint shows while the pointer is over the button or the hint itself
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false)
        setDismissed(false)
      }}
    >
      {button}
      {hint && (
        <span id={reasonId} role="tooltip" className={`${tip.tooltip} ${s.plainReason}`}>
          {hint}
        </span>
      )}
    </span>
  )
}
