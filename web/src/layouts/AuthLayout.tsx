import { Outlet } from 'react-router'
import s from './AuthLayout.module.css'

/** Sign-in and device screens: a centred card, no navigation. */
export function AuthLayout() {
  return (
    <main id="main" className={s.page}>
      <div className={s.card}>
        <p className={s.brand}>
          <span aria-hidden="true" className={s.logo} />
          Oxide
        </p>
        <Outlet />
      </div>
    </main>
  )
}
