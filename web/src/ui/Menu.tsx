import { lazy, Suspense } from 'react'
import { buttonClassName } from './button-look'
import { useDeferredPopup } from './deferred-popup'
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
  /**
   * For an action that opens code loaded on demand (a dialog): asks for that code as the menu opens, so the
   * dialog is there by the time the item is chosen.
   */
  preload?: () => void
}

export type ActionMenuProps = {
  /** Accessible name of the trigger, e.g. "Row actions for my-project". */
  label: string
  items: ActionMenuItem[]
}

const ActionMenuPopup = lazy(() => import('./ActionMenuPopup'))
const preload = () => {
  import('./ActionMenuPopup').catch(() => {
    // the press will ask again, and report a failure then
  })
}

/**
 * A "more" button that opens a keyboard-operable menu of actions. Every row of a list has one, and few are ever
 * opened: the menu's code loads with the first (deferred-popup.ts).
 */
export function ActionMenu({ label, items }: ActionMenuProps) {
  const { openWith, triggerProps } = useDeferredPopup(preload, 'menu')
  const trigger = (
    <button
      {...triggerProps}
      aria-label={label}
      className={buttonClassName({ variant: 'ghost', size: 'sm', className: s.trigger })}
    >
      <MoreIcon />
    </button>
  )
  if (!openWith) return trigger
  return (
    <Suspense fallback={trigger}>
      <ActionMenuPopup label={label} items={items} openWith={openWith} />
    </Suspense>
  )
}
