import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { ComboBox as RACComboBox } from 'react-aria-components/ComboBox'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { ListBox } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import s from './ComboBox.module.css'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as f } from './FieldParts'
import { ChevronDownIcon } from './icons/action-icons'
import { ListOption, listBoxStyles as l, type SelectItem } from './ListOption'

export type ComboBoxProps = {
  label: string
  hideLabel?: boolean
  items: SelectItem[]
  value: string | null
  onChange: (value: string | null) => void
  placeholder?: string
  /** Shown in the list when the typed text matches nothing. */
  emptyText?: string
  description?: ReactNode
  /** Shown, announced and marks the field invalid only when given. */
  errorMessage?: string
  isRequired?: boolean
  isDisabled?: boolean
  name?: string
  autoFocus?: boolean
  className?: string
}

/** A searchable picker: type to filter, arrows to move, Enter to choose, Escape to revert. */
export function ComboBox({
  label,
  hideLabel,
  items,
  value,
  onChange,
  placeholder,
  emptyText = 'No items match',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  autoFocus,
  className,
}: ComboBoxProps) {
  return (
    <RACComboBox
      defaultItems={items}
      value={value}
      onChange={(key) => onChange(key == null ? null : String(key))}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
      formValue="key"
      autoFocus={autoFocus}
      menuTrigger="focus"
      allowsEmptyCollection
      className={className ? `${f.field} ${className}` : f.field}
    >
      <FieldLabel hidden={hideLabel}>{label}</FieldLabel>
      <Group className={`${f.input} ${f.inputGroup}`}>
        <Input className={s.input} placeholder={placeholder} />
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
