import { useLocation } from 'react-router'
import { Link } from './Link'
import { isCurrentNavItem, navFor } from './nav-items'
import s from './Sidebar.module.css'

/** `siloAdmin`: the API's word on whether the user administers their silo, read again after every change to its policy. */
export function Sidebar({ siloAdmin }: { siloAdmin: boolean }) {
  const { pathname } = useLocation()
  const view = navFor(pathname)
  const items = view.items.filter((item) => siloAdmin || !item.siloAdmin)
  return (
    <nav aria-label={`${view.label} navigation`} className={s.sidebar}>
      <h2 className={s.heading}>{view.label}</h2>
      <ul>
        {items.map(({ label, to, icon: Icon }) => {
          const current = isCurrentNavItem(pathname, to)
          return (
            <li key={to}>
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                className={current ? `${s.link} ${s.active}` : s.link}
              >
                <Icon />
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
