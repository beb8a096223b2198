import { lazy, Suspense } from 'react'
import { useDeferredPopup } from '~/ui/deferred-popup'
import { UserIcon } from '~/ui/icons/resource-icons'
import s from './UserMenu.module.css'

const UserMenuPopup = lazy(() => import('./UserMenuPopup'))
const preload = () => {
  import('./UserMenuPopup').catch(() => {
    // the press will ask again, and report a failure then
  })
}

/** The signed-in user's menu: settings, the theme switch and sign out. Its code loads with its first use. */
export function UserMenu({ displayName }: { displayName: string }) {
  const { openWith, triggerProps } = useDeferredPopup(preload, 'menu')
  const trigger = (
    <button {...triggerProps} className={s.trigger} aria-label={`User menu for ${displayName}`}>
      <UserIcon />
      <span>{displayName}</span>
    </button>
  )
  if (!openWith) return trigger
  return (
    <Suspense fallback={trigger}>
      <UserMenuPopup displayName={displayName} openWith={openWith} />
    </Suspense>
  )
}
