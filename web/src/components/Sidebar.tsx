import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { buttonClassName } from '~/ui/button-look'
import { Svg } from '~/ui/icons/Svg'
import { Link } from './Link'
import { isCurrentPage, navFor } from './nav-items'
import s from './Sidebar.module.css'

/**
 * The area's navigation. In a narrow window it folds behind a Menu button and opens as a panel over the page
 * (a disclosure: the button says whether it is open and which element it opens); above the breakpoint the
 * button is hidden and the navigation always shows. `siloAdmin`: the API's word on whether the user
 * administers their silo, read again after every change to its policy.
 */
export function Sidebar({ siloAdmin }: { siloAdmin: boolean }) {
  const { pathname } = useLocation()
  const view = navFor(pathname)
  const items = view.items.filter((item) => siloAdmin || !item.siloAdmin)
  const [open, setOpen] = useState(false)
  const fold = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const navId = useId()
  // focus inside a panel that disappears would drop to the page's start: the button that opened it takes it back
  const closeToButton = () => {
    setOpen(false)
    button.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (open && e.key === 'Escape') closeToButton()
  }
  // Tab past the last link, or a click elsewhere, leaves the panel: it closes and the focus goes on as it went
  const onBlur = (e: FocusEvent) => {
    if (open && !fold.current?.contains(e.relatedTarget)) setOpen(false)
  }
  return (
    <div ref={fold} className={s.fold}>
      <button
        ref={button}
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'sm', className: s.toggle })}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <Svg name="menu">
          <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
        </Svg>
        Menu
      </button>
      <nav
        id={navId}
        aria-label={`${view.label} navigation`}
        className={open ? `${s.sidebar} ${s.open}` : s.sidebar}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      >
        <h2 className={s.heading}>{view.label}</h2>
        <ul>
          {items.map(({ label, to, also, icon: Icon }) => {
            const current = isCurrentPage(pathname, { to, also })
            return (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={current ? `${s.link} ${s.active}` : s.link}
                  onClick={open ? closeToButton : undefined}
                >
                  <Icon />
                  {label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}
