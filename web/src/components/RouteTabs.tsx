import { NavLink } from 'react-router'
import { prefetchHandlers } from './prefetch'
import s from './RouteTabs.module.css'

export type RouteTab = { label: string; to: string }

/**
 * Tabs that are routes, so each is a real link (new tab, copy link, Back all work) styled as a tab; the current
 * one is marked with aria-current rather than by color alone.
 */
export function RouteTabs({ label, tabs }: { label: string; tabs: RouteTab[] }) {
  return (
    <nav aria-label={label} className={s.tabs}>
      {tabs.map(({ label, to }) => (
        <NavLink
          key={label}
          to={to}
          className={({ isActive }) => (isActive ? `${s.tab} ${s.active}` : s.tab)}
          preventScrollReset
          {...prefetchHandlers(to)}
        >
          {label}
        </NavLink>
      ))}
    </nav>
  )
}
