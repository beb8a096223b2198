import type { ReactNode } from 'react'
import { Button } from 'react-aria-components/Button'
import { type Key, ComboBox as RACComboBox } from 'react-aria-components/ComboBox'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import { ListBox } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { ListLayout, Virtualizer } from 'react-aria-components/Virtualizer'
import s from './ComboBox.module.css'
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles as f } from './FieldParts'
import { ChevronDownIcon } from './icons/action-icons'
import { keyedItems, ListOption, listBoxStyles as l, type SelectItem } from './ListOption'

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
  /** Told the text as the user types, for a picker that searches the API for more items than it has. */
  onSearch?: (text: string) => void
  /** A line under the items, such as how much of a long list they come from. */
  listStatus?: ReactNode
}

/**
 * From this many items the list renders only the options in view (and a few around them) as it scrolls, so a
 * picker of thousands opens as fast as one of ten.
 */
export const VIRTUALIZE_FROM = 100
/**
 * An option's height in a long list, fixed so that the list needs no measuring as it scrolls: one line of text
 * and its padding, or two with a description (the stylesheet cuts longer text short).
 */
const OPTION_HEIGHT = 34
const OPTION_WITH_DESCRIPTION_HEIGHT = 52

/**
 * A searchable picker on React Aria's combobox: type to filter, arrows to move, Enter to choose, Escape to revert.
 * With `allowsCustomValue` the typed text is the value and the list offers matching suggestions; Escape or
 * leaving the field keeps what was typed.
 */
export function ComboBox({
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
  onSearch,
  listStatus,
}: ComboBoxProps) {
  // a custom value lives in the input: the text is controlled and the chosen item is left to the combobox, which
  // then puts the item's text in the input (reported through onInputChange) and keeps typed text on blur
  const selection = allowsCustomValue
    ? {
        inputValue: value ?? '',
        onInputChange: (text: string) => {
          onChange(text)
          onSearch?.(text)
        },
      }
    : {
        onInputChange: onSearch,
        value,
        onChange: (key: Key | null) => onChange(key == null ? null : String(key)),
        formValue: 'key' as const,
      }
  const listBox = (className: string) => (
    <ListBox className={className} renderEmptyState={() => <div className={l.empty}>{emptyText}</div>}>
      {(item: SelectItem) => <ListOption item={item} />}
    </ListBox>
  )
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
        <Input className={s.input} placeholder={placeholder} />
        <Button className={s.toggle}>
          <ChevronDownIcon />
        </Button>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={l.popover} offset={4}>
        {items.length >= VIRTUALIZE_FROM ? (
          <Virtualizer
            layout={ListLayout}
            layoutOptions={{
              rowHeight: items.some((i) => i.description) ? OPTION_WITH_DESCRIPTION_HEIGHT : OPTION_HEIGHT,
            }}
          >
            {listBox(`${l.listbox} ${l.virtual}`)}
          </Virtualizer>
        ) : (
          listBox(l.listbox)
        )}
        {listStatus && (
          <div className={l.status} aria-live="polite">
            {listStatus}
          </div>
        )}
      </Popover>
    </RACComboBox>
  )
}
