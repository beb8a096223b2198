import { useRef, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import { Header } from 'react-aria-components/Header'
import { Menu, MenuItem, MenuSection, MenuTrigger } from 'react-aria-components/Menu'
import { Popover } from 'react-aria-components/Popover'
import { Separator } from 'react-aria-components/Separator'
import { useNavigate } from 'react-router'
import { type OpenWith, useOpenOnMount } from '~/ui/deferred-popup'
import { SignOutIcon } from '~/ui/icons/action-icons'
import { UserIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { chooseTheme, type ThemeChoice, themeChoice } from './theme'
import s from './UserMenu.module.css'
import { useSignOut } from './use-sign-out'

const THEMES: { id: ThemeChoice; label: string }[] = [
  { id: 'light', label: 'Light' },
  { id: 'dark', label: 'Dark' },
  { id: 'system', label: 'Match system' },
]

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
  const [theme, setTheme] = useState(themeChoice)
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
            if (key === 'sign-out') signOut()
          }}
        >
          <MenuItem id="settings" className={s.item}>
            Settings
          </MenuItem>
          <MenuSection
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[theme]}
            onSelectionChange={(keys) => {
              const [choice] = keys === 'all' ? [] : [...keys]
              if (!choice) return
              chooseTheme(choice as ThemeChoice)
              setTheme(choice as ThemeChoice)
            }}
          >
            <Header className={s.header}>Theme</Header>
            {THEMES.map(({ id, label }) => (
              <MenuItem key={id} id={id} className={s.item}>
                {({ isSelected }) => (
                  <>
                    <span className={s.check} aria-hidden="true">
                      {isSelected ? '✓' : ''}
                    </span>
                    {label}
                  </>
                )}
              </MenuItem>
            ))}
          </MenuSection>
          <Separator className={s.separator} />
          <MenuItem id="sign-out" className={s.item}>
            <SignOutIcon /> Sign out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  )
}
