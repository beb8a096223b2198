import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Text } from 'react-aria-components/Text'
import { Button } from './Button'
import { MoreIcon } from './icons/action-icons'
import s from './Menu.module.css'

export type ActionMenuItem = {
  key: string
  label: string
  onAction: () => void
  /** Destructive actions are drawn in the error color. */
  danger?: boolean
  /** Disables the item and says why, as visible text under its label. */
  disabledReason?: string
}

export type ActionMenuProps = {
  /** Accessible name of the trigger, e.g. "Row actions for my-project". */
  label: string
  items: ActionMenuItem[]
}

/** A "more" button that opens a keyboard-operable menu of actions. */
export function ActionMenu({ label, items }: ActionMenuProps) {
  const disabledKeys = items.filter((i) => i.disabledReason).map((i) => i.key)
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" aria-label={label} className={s.trigger}>
        <MoreIcon />
      </Button>
      <Popover placement="bottom end" offset={4} className={s.popover}>
        <Menu
          aria-label={label}
          className={s.menu}
          disabledKeys={disabledKeys}
          onAction={(key) => items.find((i) => i.key === key)?.onAction()}
        >
          {items.map((item) => (
            <MenuItem
              key={item.key}
              id={item.key}
              textValue={item.label}
              className={[s.item, item.danger && s.danger].filter(Boolean).join(' ')}
            >
              <Text slot="label">{item.label}</Text>
              {item.disabledReason && (
                <Text slot="description" className={s.reason}>
                  {item.disabledReason}
                </Text>
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
