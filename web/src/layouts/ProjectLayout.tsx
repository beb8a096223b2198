import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { preload } from '~/api/client'
import type { RouteHandle } from '~/components/route-handle'
import { pb } from '~/util/paths'

export const handle: RouteHandle = {
  crumb: (p) => p.project ?? '',
  crumbPath: (p) => pb.instances({ project: p.project ?? '' }),
}

/** A project that does not exist (or that the user may not see) is a 404 for every page under it. */
export async function loader({ params }: LoaderFunctionArgs) {
  await preload('projectView', { path: { project: params.project! } })
  return null
}

export default function ProjectLayout() {
  return <Outlet />
}
