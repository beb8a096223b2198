import { Outlet } from 'react-router'
import { ApiCacheProvider } from '~/api'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import { Sidebar } from '~/components/Sidebar'
import { TopBar } from '~/components/TopBar'
import { useCurrentUser } from '~/components/use-current-user'
import s from './AuthenticatedLayout.module.css'

/** The signed-in shell, with the API cache every signed-in page reads through. */
export default function AuthenticatedLayout() {
  return (
    <ApiCacheProvider>
      <Shell />
    </ApiCacheProvider>
  )
}

/** Skip link, top bar, sidebar, breadcrumbs and the page. */
function Shell() {
  const me = useCurrentUser()
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
    </div>
  )
}
