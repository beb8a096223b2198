import { useLocation } from 'react-router'
import { Link } from './Link'
import { isCurrentNavItem, navFor } from './nav-items'
import s from './Sidebar.module.css'

export function Sidebar() {
  const { pathname } = useLocation()
  const view = navFor(pathname)
  return (
    <nav aria-label={`${view.label} navigation`} className={s.sidebar}>
      <h2 className={s.heading}>{view.label}</h2>
      <ul>
        {view.items.map(({ label, to, icon: Icon }) => {
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
