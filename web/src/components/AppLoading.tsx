import { LoadingBar } from '~/ui/LoadingBar'
import { SpinnerRing } from '~/ui/SpinnerRing'
import s from './AppLoading.module.css'

/** What shows while the first screen's code and data load. */
export function AppLoading() {
  return (
    <main id="main" className={s.loading}>
      <LoadingBar active />
      <SpinnerRing label="Loading the console" size="lg" />
    </main>
  )
}
