import { type LoaderFunctionArgs, redirect } from 'react-router'
import { ApiError, callApi } from '~/api'
import { pageNotFound, requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'

/**
 * `lookup/instances/{id}` and `lookup/i/{id}`: resolve an instance id to its project and name, then go to the
 * instance page. An id the API refuses or does not find is Page not found, whatever the reason, so the page
 * never says whether an id exists that the user may not see.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const { instance: id } = requireParams(params, 'instance')
  try {
    const instance = await callApi('instanceView', { path: { instance: id } })
    const project = await callApi('projectView', { path: { project: instance.projectId } })
    return redirect(pb.instance({ project: project.name, instance: instance.name }))
  } catch (error) {
    // A lost session is already on its way to the login page, and a failing or unreachable API says nothing
    // about the id: those show their own error, as on any other page.
    if (error instanceof ApiError && !idRefused(error)) throw error
    throw pageNotFound()
  }
}

/** Not found, or not an id at all (the API then asks for a project to look a name up in). */
const idRefused = (error: ApiError) => error.statusCode === 404 || error.statusCode === 400

/** Never shown: the loader always redirects or fails. */
export default function InstanceLookupPage() {
  return null
}
