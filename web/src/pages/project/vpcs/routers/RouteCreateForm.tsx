import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { RouteFields } from './RouteFields'
import { preloadRouteChoices, useRouteChoices } from './route-choices'
import { type RouteValues, routeBody, routeDefaults, routeErrorField, routeSchema } from './route-form'

export const handle: RouteHandle = { crumb: 'New route' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preloadRouteChoices(requireParams(params, 'project', 'vpc'))
  return null
}

const F = formFields<RouteValues>()

export default function RouteCreateForm() {
  const { project, vpc, router } = useRequiredParams('project', 'vpc', 'router')
  const navigate = useNavigate()
  const choices = useRouteChoices({ project, vpc })
  const back = () => navigate(pb.vpcRouter({ project, vpc, router }))
  const create = useApiMutation('vpcRouterRouteCreate', {
    onSuccess: (route) => {
      invalidate('vpcRouterRouteList')
      addToast({ title: `Route ${route.name} created` })
      back()
    },
  })
  return (
    <SideModalForm
      title="Create route"
      subtitle={
        <>
          in router <span className="mono">{router}</span>
        </>
      }
      submitLabel="Create route"
      initialValues={routeDefaults}
      validationSchema={routeSchema}
      errorField={routeErrorField}
      onSubmit={(values) => create.mutateAsync({ query: { project, vpc, router }, body: routeBody(values) })}
      onDismiss={back}
    >
      <F.Name autoFocus />
      <F.Description />
      <RouteFields fields={F} choices={choices} />
    </SideModalForm>
  )
}
