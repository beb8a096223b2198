import { type Ref, useId, useMemo } from 'react'
import { mergeProps } from 'react-aria/mergeProps'
import { mergeRefs } from 'react-aria/mergeRefs'
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button'
import { type ButtonLook, buttonClassName, buttonStyles as s } from './button-look'
import { SpinnerRing } from './SpinnerRing'
import { useTooltip } from './use-tooltip'

export type { ButtonSize, ButtonVariant } from './button-look'

type Look = ButtonLook

export type ButtonProps = Omit<RACButtonProps, 'isDisabled' | 'isPending' | 'className' | 'children'> &
  Look & {
    /** Shows a spinner and ignores presses while an action is in flight. */
    loading?: boolean
    /**
     * The only way to disable a button: say why. The reason appears as a tooltip on hover or focus and as
     * the button's accessible description; the button stays focusable so keyboard users can reach it.
     */
    disabledReason?: string
    /** Not supported: pass `disabledReason` so users learn why the action is unavailable. */
    isDisabled?: never
    ref?: Ref<HTMLButtonElement>
  }

export function Button({
  variant,
  size,
  className,
  loading = false,
  disabledReason,
  children,
  type,
  onPress,
  onPressStart,
  onPressEnd,
  onPressUp,
  onPressChange,
  'aria-describedby': describedBy,
  ref,
  ...rest
}: ButtonProps) {
  const reasonId = useId()
  const disabled = Boolean(disabledReason)
  const hint = useTooltip<HTMLButtonElement>(disabledReason)
  const refs = useMemo(() => mergeRefs(ref, hint.triggerRef), [ref, hint.triggerRef])

  const button = (
    <RACButton
      {...mergeProps(rest, hint.triggerProps)}
      ref={refs}
      // A disabled submit button must not submit the form through a native click or Enter.
      type={disabled ? 'button' : type}
      onPress={disabled ? undefined : onPress}
      onPressStart={disabled ? undefined : onPressStart}
      onPressEnd={disabled ? undefined : onPressEnd}
      onPressUp={disabled ? undefined : onPressUp}
      onPressChange={disabled ? undefined : onPressChange}
      isPending={loading && !disabled}
      aria-disabled={disabled ? 'true' : undefined}
      aria-describedby={[describedBy, disabled && reasonId].filter(Boolean).join(' ') || undefined}
      className={buttonClassName({ variant, size, className }, disabled)}
    >
      {loading && !disabled && <SpinnerRing label="Loading" className={s.spinner} />}
      <span className={s.label}>{children}</span>
    </RACButton>
  )

  return (
    <>
      {button}
      {hint.popup}
      {/* Always in the DOM (hidden), so the description exists before and after the tooltip shows. */}
      {disabled && (
        <span id={reasonId} hidden>
          {disabledReason}
        </span>
      )}
    </>
  )
}
