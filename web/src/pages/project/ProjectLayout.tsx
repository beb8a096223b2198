import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { preload } from '~/api'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { projectView } from '~/pages/silo/projects/queries'
import { pb } from '~/util/paths'

export const handle = paramsHandle(['project'], { crumb: (p) => p.project, crumbPath: pb.instances })

/** A project that does not exist (or that the user may not see) is a 404 for every page under it. */
export async function loader({ params }: LoaderFunctionArgs) {
  await preload(projectView(requireParams(params, 'project').project))
  return null
}

export default function ProjectLayout() {
  return <Outlet />
}
