import { useRef } from 'react'
import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Separator } from 'react-aria-components/Separator'
import { useNavigate } from 'react-router'
import { type OpenWith, useOpenOnMount } from '~/ui/deferred-popup'
import { MoonIcon, SignOutIcon, SunIcon } from '~/ui/icons/action-icons'
import { UserIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { currentTheme, setTheme } from './theme'
import s from './UserMenu.module.css'
import { useSignOut } from './use-sign-out'

/** UserMenu once its code has loaded: React Aria's menu, opened by the press that loaded it. */
export default function UserMenuPopup({
  displayName,
  openWith,
}: {
  displayName: string
  openWith: OpenWith
}) {
  const navigate = useNavigate()
  const { signOut } = useSignOut()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const open = useOpenOnMount(triggerRef, openWith)
  const nextTheme = currentTheme() === 'dark' ? 'light' : 'dark'
  return (
    <MenuTrigger {...open.trigger}>
      <Button ref={triggerRef} className={s.trigger} aria-label={`User menu for ${displayName}`}>
        <UserIcon />
        <span>{displayName}</span>
      </Button>
      <Popover placement="bottom end" className={s.popover}>
        <Menu
          {...open.list}
          className={s.menu}
          onAction={(key) => {
            if (key === 'settings') navigate(pb.profile())
            if (key === 'theme') setTheme(nextTheme)
            if (key === 'sign-out') signOut()
          }}
        >
          <MenuItem id="settings" className={s.item}>
            Settings
          </MenuItem>
          <MenuItem id="theme" className={s.item} textValue={`Switch to ${nextTheme} theme`}>
            {nextTheme === 'light' ? <SunIcon /> : <MoonIcon />} Switch to {nextTheme} theme
          </MenuItem>
          <Separator className={s.separator} />
          <MenuItem id="sign-out" className={s.item}>
            <SignOutIcon /> Sign out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
