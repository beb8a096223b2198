import { ListBoxItem } from 'react-aria-components/ComboBox'
import { Text } from 'react-aria-components/Text'
import { Badge } from './Badge'
import { CheckIcon } from './icons/action-icons'
import s from './ListBox.module.css'

/** The item shape shared by Select and ComboBox. */
export type SelectItem = {
  value: string
  label: string
  description?: string
  /** Marks the platform default (e.g. the default IP pool) with a 'default' badge. */
  isDefault?: boolean
  isDisabled?: boolean
}

export const listBoxStyles = s

/**
 * The items keyed by their value for a React Aria collection. Without an `id` the collection keys items by
 * position, which breaks ("Cannot change the id of an item") as soon as the list changes order on screen.
 */
export const keyedItems = (items: readonly SelectItem[]) => items.map((item) => ({ ...item, id: item.value }))

/** One option row: label, optional default badge, optional description, check when selected. */
export function ListOption({ item }: { item: SelectItem }) {
  return (
    <ListBoxItem id={item.value} textValue={item.label} isDisabled={item.isDisabled} className={s.option}>
      {({ isSelected }) => (
        <>
          <span className={s.optionLabel}>
            <Text slot="label">{item.label}</Text>
            {item.isDefault && <Badge color="info">default</Badge>}
            {isSelected && <CheckIcon className={s.check} />}
          </span>
          {item.description && (
            <Text slot="description" className={s.optionDescription}>
              {item.description}
            </Text>
          )}
        </>
      )}
    </ListBoxItem>
  )
}
