import { NavLink, useLocation } from 'react-router'
import type { CurrentUser } from '~/api/__generated__/Api'
import { pb } from '~/util/paths'
import { Link } from './Link'
import { navViewFor } from './nav-items'
import { SearchButton } from './palette/SearchButton'
import s from './TopBar.module.css'
import { UserMenu } from './UserMenu'

/** Brand, the silo/system switch (fleet viewers only), the search and the user menu. */
export function TopBar({ me }: { me: CurrentUser }) {
  const view = navViewFor(useLocation().pathname)
  return (
    <header className={s.bar}>
      {/* named by its label too, for a phone, where only the logo shows */}
      <Link to={pb.projects()} className={s.brand} aria-label="Oxide Console">
        <span aria-hidden="true" className={s.logo} />
        <span className={s.name}>Oxide Console</span>
      </Link>
      {me.fleetViewer && (
        <nav aria-label="Switch view" className={s.switch}>
          <NavLink
            to={pb.projects()}
            className={view === 'silo' ? s.current : s.option}
            aria-current={view === 'silo' ? 'page' : undefined}
          >
            Silo: {me.siloName}
          </NavLink>
          <NavLink
            to={pb.silos()}
            className={view === 'system' ? s.current : s.option}
            aria-current={view === 'system' ? 'page' : undefined}
          >
            System
          </NavLink>
        </nav>
      )}
      {!me.fleetViewer && <span className={s.silo}>Silo: {me.siloName}</span>}
      <div className={s.spacer} />
      <SearchButton />
      <UserMenu displayName={me.displayName} />
    </header>
  )
}
