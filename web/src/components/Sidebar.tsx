import { NavLink, useLocation } from 'react-router'
import { navFor } from './nav-items'
import { prefetchHandlers } from './prefetch'
import s from './Sidebar.module.css'

export function Sidebar() {
  const { pathname } = useLocation()
  const view = navFor(pathname)
  return (
    <nav aria-label={`${view.label} navigation`} className={s.sidebar}>
      <h2 className={s.heading}>{view.label}</h2>
      <ul>
        {view.items.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) => (isActive ? `${s.link} ${s.active}` : s.link)}
              {...prefetchHandlers(to)}
            >
              <Icon />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
