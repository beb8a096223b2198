import { type LoaderFunctionArgs, redirect } from 'react-router'
import { callApi } from '~/api/client'
import { ApiError } from '~/api/errors'
import { pb } from '~/util/paths'

/**
 * `lookup/instances/{id}` and `lookup/i/{id}`: resolve an instance id to its project and name, then go to the
 * instance page. Any failure short of a lost session is Page not found (spec §8), so the page never says whether
 * an id exists that the user may not see.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const instance = await callApi('instanceView', { path: { instance: params.instance! } })
    const project = await callApi('projectView', { path: { project: instance.projectId } })
    return redirect(pb.instance({ project: project.name, instance: instance.name }))
  } catch (error) {
    // a 401 is already on its way to the login page
    if (error instanceof ApiError && error.statusCode === 401) throw error
    throw new Response(null, { status: 404, statusText: 'Not Found' })
  }
}

/** Never shown: the loader always redirects or fails. */
export default function InstanceLookupPage() {
  return null
}
