import { type LoaderFunctionArgs, redirect } from 'react-router'
import { ApiError, callApi } from '~/api'
import { pageNotFound, requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'

/**
 * `lookup/instances/{id}` and `lookup/i/{id}`: resolve an instance id to its project and name, then go to the
 * instance page. Any failure short of a lost session is Page not found, so the page never says whether
 * an id exists that the user may not see.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const { instance: id } = requireParams(params, 'instance')
    const instance = await callApi('instanceView', { path: { instance: id } })
    const project = await callApi('projectView', { path: { project: instance.projectId } })
    return redirect(pb.instance({ project: project.name, instance: instance.name }))
  } catch (error) {
    // a 401 is already on its way to the login page
    if (error instanceof ApiError && error.statusCode === 401) throw error
    throw pageNotFound()
  }
}

/** Never shown: the loader always redirects or fails. */
export default function InstanceLookupPage() {
  return null
}
