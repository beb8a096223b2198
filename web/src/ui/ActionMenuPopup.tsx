import { useEffect, useRef } from 'react'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Text } from 'react-aria-components/Text'
import { Button } from './Button'
import { type OpenWith, useOpenOnMount } from './deferred-popup'
import { MoreIcon } from './icons/action-icons'
import type { ActionMenuProps } from './Menu'
import s from './Menu.module.css'

/** Rendered while the menu is open: asks for the code of the enabled items that open something loaded on demand. */
function PreloadItems({ items }: { items: ActionMenuProps['items'] }) {
  useEffect(() => {
    for (const item of items) if (!item.disabledReason) item.preload?.()
  }, [items])
  return null
}

/** ActionMenu once its code has loaded: React Aria's menu, opened by the press that loaded it. */
export default function ActionMenuPopup({
  label,
  items,
  openWith,
}: ActionMenuProps & { openWith: OpenWith }) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const open = useOpenOnMount(triggerRef, openWith)
  const disabledKeys = items.filter((i) => i.disabledReason).map((i) => i.key)
  return (
    <MenuTrigger {...open.trigger}>
      <Button ref={triggerRef} variant="ghost" size="sm" aria-label={label} className={s.trigger}>
        <MoreIcon />
      </Button>
      <Popover placement="bottom end" offset={4} className={s.popover}>
        <PreloadItems items={items} />
        <Menu
          {...open.list}
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
