import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { RouterRoute } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { vpcRouterRouteView } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { PlainButton } from '~/ui/PlainButton'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { pb } from '~/util/paths'
import { RouteEnd } from './RouteEnd'
import { RouteFields } from './RouteFields'
import { useRouteChoices } from './route-choices'
import { type RouteValues, routeBody, routeErrorField, routeValues } from './route-form'
import { routeSchema } from './route-schema'
import { routeEditReason, routeKindLabel } from './router-rules'

export const handle = paramsHandle(['route'], { crumb: (p) => p.route })

const F = formFields<RouteValues>()

/** A route the API does not let anyone change, shown as it is with the reason. */
function ReadOnlyRoute({
  route,
  reason,
  onClose,
}: {
  route: RouterRoute
  reason: string
  onClose: () => void
}) {
  return (
    <SideModal
      isOpen
      title="Route"
      subtitle={<span className="mono">{route.name}</span>}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <PlainButton variant="secondary" onClick={onClose}>
          Close
        </PlainButton>
      }
    >
      <p className={s.note}>{reason}.</p>
      <PropertyList
        layout="list"
        properties={[
          ['Description', route.description || '—'],
          ['Kind', routeKindLabel[route.kind]],
          ['Destination', <RouteEnd key="destination" end={route.destination} />],
          ['Target', <RouteEnd key="target" end={route.target} />],
        ]}
      />
    </SideModal>
  )
}

export default function RouteEditForm() {
  const selector = useRequiredParams('project', 'vpc', 'router', 'route')
  const { project, vpc, router } = selector
  const { data: route } = usePrefetchedApiQuery(vpcRouterRouteView(selector))
  const choices = useRouteChoices({ project, vpc })
  const back = useBackToList(pb.vpcRouter({ project, vpc, router }))
  const update = useApiMutation('vpcRouterRouteUpdate', {
    onSuccess: (updated) => {
      invalidate('vpcRouterRouteList')
      // under a new name the old one would only answer 404 to the form still closing
      if (updated.name === route.name) invalidate('vpcRouterRouteView')
      addToast({ title: `Route ${updated.name} updated` })
      back()
    },
  })
  const readOnly = routeEditReason(route)
  if (readOnly) return <ReadOnlyRoute route={route} reason={readOnly} onClose={back} />
  return (
    <SideModalForm
      title="Edit route"
      subtitle={<span className="mono">{route.name}</span>}
      submitLabel="Save changes"
      initialValues={routeValues(route)}
      schema={routeSchema}
      errorField={routeErrorField}
      request={(values) =>
        update.prepare({
          path: { route: route.name },
          query: { project, vpc, router },
          body: routeBody(values),
        })
      }
      onDismiss={back}
    >
      <F.Name autoFocus />
      <F.Description />
      <RouteFields fields={F} choices={choices} />
    </SideModalForm>
  )
}
