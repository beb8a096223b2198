import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { ListBox } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select as RACSelect, SelectValue } from 'react-aria-components/Select'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as f } from './FieldParts'
import { ChevronDownIcon } from './icons/action-icons'
import { keyedItems, ListOption, listBoxStyles as l, type SelectItem } from './ListOption'
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

/** A single-choice picker; fully keyboard-operable (type-ahead, arrows, Enter, Escape). */
export function Select({
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
  autoFocus,
  className,
}: SelectProps) {
  return (
    <RACSelect
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
      autoFocus={autoFocus}
      className={[f.field, inline && s.inline, className].filter(Boolean).join(' ')}
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      <Button className={`${f.input} ${s.trigger}`}>
        <SelectValue className={s.value}>
          {({ isPlaceholder, selectedText }) => (isPlaceholder ? placeholder : selectedText)}
        </SelectValue>
        <ChevronDownIcon className={s.chevron} />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={l.popover} offset={4}>
        <ListBox className={l.listbox} items={keyedItems(items)}>
          {(item) => <ListOption item={item} />}
        </ListBox>
      </Popover>
    </RACSelect>
  )
}
