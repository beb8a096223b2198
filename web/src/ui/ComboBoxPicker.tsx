import { useLayoutEffect, useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { type Key, ComboBox as RACComboBox } from 'react-aria-components/ComboBox'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { ListBox } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import type { ComboBoxProps, HandOff } from './ComboBox'
import s from './ComboBox.module.css'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as f } from './FieldParts'
import { ChevronDownIcon } from './icons/action-icons'
import { keyedItems, ListOption, listBoxStyles as l, type SelectItem } from './ListOption'
import { copySelection, typeInto } from './type-into'

/**
 * ComboBox once its code has loaded: React Aria's combobox, taking over from the stand-in (`handOff`): the focus,
 * at once, and the text typed into it, put in after the first render as if typed, so that the list filters.
 */
export default function ComboBoxPicker({
  label,
  hideLabel,
  items,
  value,
  onChange,
  allowsCustomValue = false,
  onBlur,
  placeholder,
  emptyText = 'No items match',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  autoFocus,
  className,
  handOff,
}: ComboBoxProps & { handOff?: HandOff }) {
  const input = useRef<HTMLInputElement>(null)
  const typed = handOff?.typed
  // a custom value's input shows the text as it was before the typing, then (once mounted) the typed text
  const [typedFrom, setTypedFrom] = useState(allowsCustomValue ? typed?.from : undefined)
  // the focus and the typed text in the same commit as the swap, so that no key pressed meanwhile is lost
  // biome-ignore lint/correctness/useExhaustiveDependencies: only as the field takes over from the stand-in
  useLayoutEffect(() => {
    if (handOff?.focus) input.current?.focus()
    if (!typed) return
    if (allowsCustomValue) setTypedFrom(undefined)
    else if (input.current) typeInto(input.current, typed.text)
  }, [])
  // the stand-in's selection, put back once the input shows the same text (a custom value's typed text, a render
  // after the swap), unless the user has moved on
  const selectionFrom = useRef(handOff?.focus ? handOff.input : undefined)
  useLayoutEffect(() => {
    const from = selectionFrom.current
    const to = input.current
    if (!from || !to) return
    if (document.activeElement !== to) selectionFrom.current = undefined
    else if (to.value === from.value) {
      selectionFrom.current = undefined
      copySelection(from, to)
    }
  })
  // a custom value lives in the input: the text is controlled and the chosen item is left to the combobox, which
  // then puts the item's text in the input (reported through onInputChange) and keeps typed text on blur
  const selection = allowsCustomValue
    ? { inputValue: typedFrom ?? value ?? '', onInputChange: (text: string) => onChange(text) }
    : {
        value,
        onChange: (key: Key | null) => onChange(key == null ? null : String(key)),
        formValue: 'key' as const,
        // the text the stand-in showed, at once: React Aria would put the chosen item's text in a render later
        defaultInputValue: typed?.from ?? selectionFrom.current?.value,
      }
  return (
    <RACComboBox
      {...selection}
      defaultItems={keyedItems(items)}
      allowsCustomValue={allowsCustomValue}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
      id={id}
      autoFocus={autoFocus}
      onBlur={onBlur}
      menuTrigger="focus"
      // with nothing to suggest, a custom value's list closes, so Enter and Escape act on the typed text
      allowsEmptyCollection={!allowsCustomValue}
      className={className ? `${f.field} ${className}` : f.field}
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      <Group className={`${f.input} ${f.inputGroup}`}>
        <Input ref={input} className={s.input} placeholder={placeholder} />
        <Button className={s.toggle}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={l.popover} offset={4}>
        <ListBox className={l.listbox} renderEmptyState={() => <div className={l.empty}>{emptyText}</div>}>
          {(item: SelectItem) => <ListOption item={item} />}
        </ListBox>
      </Popover>
    </RACComboBox>
  )
}
