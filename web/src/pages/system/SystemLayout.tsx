import { Outlet } from 'react-router'
import { preload } from '~/api'
import { currentUserView } from '~/components/current-user'
import { pageNotFound } from '~/components/route-params'

/**
 * The system view is the operators' own: for anyone who is not a fleet viewer every page under it is Page not
 * found, rather than a page of refusals, so it does not even say what is there.
 */
export async function loader() {
  const me = await preload(currentUserView)
  if (!me.fleetViewer) throw pageNotFound()
  return null
}

export default function SystemLayout() {
  return <Outlet />
}
