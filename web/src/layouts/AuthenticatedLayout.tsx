import { Outlet } from 'react-router'
import { preload } from '~/api'
import { rememberSilo } from '~/api/session'
import { Breadcrumbs } from '~/components/Breadcrumbs'
import { currentUserView, useCurrentUser } from '~/components/current-user'
import { Sidebar } from '~/components/Sidebar'
import { TopBar } from '~/components/TopBar'
import s from './AuthenticatedLayout.module.css'

export async function loader() {
  const me = await preload(currentUserView)
  rememberSilo(me.siloName)
  return null
}

/** The signed-in shell: skip link, top bar, sidebar, breadcrumbs and the page. */
export default function AuthenticatedLayout() {
  const me = useCurrentUser()
  return (
    <div className={s.shell}>
      <a href="#main" className={s.skip}>
        Skip to content
      </a>
      <TopBar me={me} />
      <div className={s.body}>
        <aside className={s.sidebar}>
          <Sidebar />
        </aside>
        <main id="main" tabIndex={-1} className={s.main}>
          <Breadcrumbs />
          <Outlet />
        </main>
      </div>
    </div>
  )
}
