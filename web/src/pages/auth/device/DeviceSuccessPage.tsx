import type { RouteHandle } from '~/components/route-handle'
import s from './DevicePage.module.css'

export const handle: RouteHandle = { crumb: 'Device logged in' }

export default function DeviceSuccessPage() {
  return (
    <div className={s.form}>
      <h1 className={s.title}>Device logged in</h1>
      <p className={s.prompt}>You can close this window</p>
    </div>
  )
}
