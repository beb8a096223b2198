import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { callApi } from '~/api/client'
import { ApiError } from '~/api/errors'
import { pageNotFound, requireParams } from '~/components/route-params'
import { pb } from '~/util/paths'

/**
 * Resolves an instance id to its project and name, then goes to the instance page. Any failure short of a lost
 * session is Page not found, so the page never says whether an id exists that the user may not see.
 */
export async function instanceLookupLoader({ params }: LoaderFunctionArgs) {
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

/** An instance by its id alone (`lookup/instances/{id}`, `lookup/i/{id}`): nothing to show, only a redirect. */
export const lookupRoutes: RouteObject[] = [
  { path: 'lookup/instances/:instance', loader: instanceLookupLoader },
  { path: 'lookup/i/:instance', loader: instanceLookupLoader },
]
