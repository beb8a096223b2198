import { Outlet } from 'react-router'
import { ApiCacheProvider } from '~/api'
import { Announcer } from '~/components/Announcer'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import { PaletteHost } from '~/components/palette/PaletteHost'
import { Sidebar } from '~/components/Sidebar'
import { RequestsDialogHost } from '~/components/show-request/RequestsDialogHost'
import { TopBar } from '~/components/TopBar'
import { useCurrentUser } from '~/components/use-current-user'
import { usePageArrival } from '~/components/use-page-arrival'
import s from './AuthenticatedLayout.module.css'

/** The signed-in shell, with the API cache every signed-in page reads through. */
export default function AuthenticatedLayout() {
  return (
    <ApiCacheProvider>
      <Shell />
    </ApiCacheProvider>
  )
}

/**
 * Skip link, top bar, sidebar, breadcrumbs and the page, what is said to screen readers as it changes, the
 * dialog of a menu's requests, and the command palette with the keyboard shortcuts.
 */
function Shell() {
  const me = useCurrentUser()
  usePageArrival()
  return (
    <div className={s.shell}>
      <a href="#main" className={s.skip}>
        Skip to content
      </a>
      <TopBar me={me} />
      <div className={s.body}>
        <aside className={s.sidebar}>
          <Sidebar siloAdmin={me.siloAdmin} />
        </aside>
        <main id="main" tabIndex={-1} className={s.main}>
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
      <Announcer />
      <RequestsDialogHost />
      <PaletteHost fleetViewer={me.fleetViewer} siloAdmin={me.siloAdmin} />
    </div>
  )
}
