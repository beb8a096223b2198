import { useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { ListBox } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select as RACSelect, SelectValue } from 'react-aria-components/Select'
import { type OpenWith, useOpenOnMount } from './deferred-popup'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as f } from './FieldParts'
import { ChevronDownIcon } from './icons/action-icons'
import { keyedItems, ListOption, listBoxStyles as l } from './ListOption'
import type { SelectProps } from './Select'
import s from './Select.module.css'

/** Select once its code has loaded: React Aria's select, opened by the press that loaded it. */
export default function SelectPopup({
  label,
  hideLabel,
  inline,
  items,
  value,
  onChange,
  placeholder = 'Select an option',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  className,
  openWith,
}: SelectProps & { openWith: OpenWith }) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const open = useOpenOnMount(triggerRef, openWith)
  return (
    <RACSelect
      {...open.trigger}
      value={value}
      onChange={(key) => {
        if (key != null) onChange(String(key))
      }}
      placeholder={placeholder}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
      className={[f.field, inline && s.inline, className].filter(Boolean).join(' ')}
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      <Button ref={triggerRef} className={`${f.input} ${s.trigger}`}>
        <SelectValue className={s.value}>
          {({ isPlaceholder, selectedText }) => (isPlaceholder ? placeholder : selectedText)}
        </SelectValue>
        <ChevronDownIcon className={s.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={l.popover} offset={4}>
        <ListBox {...open.list} className={l.listbox} items={keyedItems(items)}>
          {(item) => <ListOption item={item} />}
        </ListBox>
      </Popover>
    </RACSelect>
  )
}
