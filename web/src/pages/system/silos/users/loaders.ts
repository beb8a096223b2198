import type { LoaderFunctionArgs } from 'react-router'
import { preload } from '~/api/preload'
import { pageOfRequest } from '~/api/query'
import { pageNotFound, requireParams } from '~/components/route-params'
import { siloView } from '~/pages/system/silos/queries'
import { siloUserList, siloUserView } from './queries'

// The loaders of a silo's users tab and its forms, which their modules export: each starts the reads its page shows.

/** The silo (its identity mode decides what the tab offers) and the page of its users the URL shows. */
export const siloUsersLoader = ({ params, request }: LoaderFunctionArgs) => {
  const { silo } = requireParams(params, 'silo')
  return Promise.all([preload(siloView(silo)), preload(siloUserList(silo).page(pageOfRequest(request)))])
}

/** Only a local silo keeps its users' passwords: for any other the forms are Page not found. */
async function requireLocalSilo(silo: string) {
  const view = await preload(siloView(silo))
  if (view.identityMode !== 'local_only') throw pageNotFound()
}

export const userCreateLoader = async ({ params }: LoaderFunctionArgs) => {
  await requireLocalSilo(requireParams(params, 'silo').silo)
  return null
}

/** The user whose password is set, whom the form names; one of another silo is Page not found. */
export const setPasswordLoader = async ({ params }: LoaderFunctionArgs) => {
  const { silo, userId } = requireParams(params, 'silo', 'userId')
  await Promise.all([requireLocalSilo(silo), preload(siloUserView(silo, userId))])
  return null
}
