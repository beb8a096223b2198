import { Button } from 'react-aria-components/Button'
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Separator } from 'react-aria-components/Separator'
import { useNavigate } from 'react-router'
import { MoonIcon, SignOutIcon, SunIcon } from '~/ui/icons/action-icons'
import { UserIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { currentTheme, setTheme } from './theme'
import s from './UserMenu.module.css'
import { useSignOut } from './use-sign-out'

export function UserMenu({ displayName }: { displayName: string }) {
  const navigate = useNavigate()
  const { signOut } = useSignOut()
  const nextTheme = currentTheme() === 'dark' ? 'light' : 'dark'
  return (
    <MenuTrigger>
      <Button className={s.trigger} aria-label={`User menu for ${displayName}`}>
        <UserIcon />
        <span>{displayName}</span>
      </Button>
      <Popover placement="bottom end" className={s.popover}>
        <Menu
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
