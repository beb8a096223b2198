import { useLocation } from 'react-router'
import { Link } from './Link'
import s from './RouteTabs.module.css'

export type RouteTab = { label: string; to: string }

/**
 * Whether a tab is the one on screen: its own path, anything under it (`subnets/web/edit`), or its create or add
 * form (`subnets-new`, `ranges-add`), which opens over the tab's list.
 */
export const isTabCurrent = (tab: string, pathname: string) =>
  pathname === tab ||
  pathname.startsWith(`${tab}/`) ||
  pathname.startsWith(`${tab}-new`) ||
  pathname.startsWith(`${tab}-add`)

/**
 * Tabs that are routes, so each is a real link (new tab, copy link, Back all work) styled as a tab; the current
 * one is marked with aria-current rather than by color alone.
 */
export function RouteTabs({
  label,
  tabs,
  keepSearch = false,
}: {
  label: string
  tabs: RouteTab[]
  /** Carry the query string over to the other tabs (a time range that applies to all of them). */
  keepSearch?: boolean
}) {
  const { pathname, search } = useLocation()
  return (
    <nav aria-label={label} className={s.tabs}>
      {tabs.map(({ label, to }) => {
        const current = isTabCurrent(to, pathname)
        return (
          <Link
            key={label}
            to={keepSearch ? `${to}${search}` : to}
            className={current ? `${s.tab} ${s.active}` : s.tab}
            aria-current={current ? 'page' : undefined}
            preventScrollReset
          >
            {label}
          </Link>
        )
      })}
    </nav>
  )
}
