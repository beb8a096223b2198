import { useLayoutEffect, useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { NumberField as RACNumberField } from 'react-aria-components/NumberField'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as f } from './FieldParts'
import { ChevronDownIcon, ChevronUpIcon } from './icons/action-icons'
import { DEFAULT_FORMAT, type NumberFieldProps, type NumberHandOff } from './NumberField'
import s from './NumberField.module.css'
import { copySelection, typeInto } from './type-into'

/**
 * NumberField once its code has loaded: React Aria's number field, taking over from the stand-in (`handOff`) the
 * focus and the text typed into it, as typed, in the same commit as the swap.
 */
export default function NumberFieldControl({
  label,
  hideLabel,
  unit,
  description,
  errorMessage,
  className,
  formatOptions = DEFAULT_FORMAT,
  handOff,
  ...rest
}: NumberFieldProps & { handOff?: NumberHandOff }) {
  const input = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the field takes over from the stand-in
  useLayoutEffect(() => {
    if (!handOff?.focus || !input.current) return
    input.current.focus()
    if (handOff.text !== undefined) typeInto(input.current, handOff.text)
    if (handOff.input) copySelection(handOff.input, input.current)
  }, [])
  return (
    <RACNumberField
      {...rest}
      formatOptions={formatOptions}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={className ? `${f.field} ${className}` : f.field}
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      <Group className={`${f.input} ${f.inputGroup}`}>
        <Input ref={input} className={s.input} />
        {unit && <span className={s.unit}>{unit}</span>}
        <div className={s.steppers}>
          <Button slot="increment" className={s.step}>
            <ChevronUpIcon size={12} />
          </Button>
          <Button slot="decrement" className={s.step}>
            <ChevronDownIcon size={12} />
          </Button>
        </div>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RACNumberField>
  )
}
