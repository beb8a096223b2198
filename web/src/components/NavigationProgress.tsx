import { useNavigation } from 'react-router'
import { LoadingBar } from '~/ui/LoadingBar'
import { LOADING_BAR_DELAY_MS } from '~/util/constants'
import { useDelayed } from './use-delayed'

/** The thin bar at the top: only for navigations that take longer than 20 ms, so quick ones never flash. */
export function NavigationProgress() {
  const navigation = useNavigation()
  return <LoadingBar active={useDelayed(navigation.state !== 'idle', LOADING_BAR_DELAY_MS)} />
}
