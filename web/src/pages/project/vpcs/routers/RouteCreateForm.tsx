import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { vpcRouterView } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { PlainButton } from '~/ui/PlainButton'
import { SideModal } from '~/ui/SideModal'
import { pb } from '~/util/paths'
import { RouteFields } from './RouteFields'
import { useRouteChoices } from './route-choices'
import { type RouteValues, routeBody, routeDefaults, routeErrorField } from './route-form'
import { routeSchema } from './route-schema'
import { newRouteReason } from './router-rules'

export const handle: RouteHandle = { crumb: 'New route' }

/** Said instead of the form where the API takes no new routes, e.g. when the URL was typed by hand. */
function NoNewRoutes({ reason, onClose }: { reason: string; onClose: () => void }) {
  return (
    <SideModal
      isOpen
      title="Create route"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <PlainButton variant="secondary" onClick={onClose}>
          Close
        </PlainButton>
      }
    >
      <p className={s.note}>{reason}.</p>
    </SideModal>
  )
}

const F = formFields<RouteValues>()

export default function RouteCreateForm() {
  const { project, vpc, router } = useRequiredParams('project', 'vpc', 'router')
  const choices = useRouteChoices({ project, vpc })
  const { data: routerData } = usePrefetchedApiQuery(vpcRouterView({ project, vpc, router }))
  const back = useBackToList(pb.vpcRouter({ project, vpc, router }))
  const create = useApiMutation('vpcRouterRouteCreate', {
    onSuccess: (route) => {
      invalidate('vpcRouterRouteList')
      addToast({ title: `Route ${route.name} created` })
      back()
    },
  })
  const refused = newRouteReason(routerData)
  if (refused) return <NoNewRoutes reason={refused} onClose={back} />
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
      schema={routeSchema}
      errorField={routeErrorField}
      request={(values) => create.prepare({ query: { project, vpc, router }, body: routeBody(values) })}
      onDismiss={back}
    >
      <F.Name autoFocus />
      <F.Description />
      <RouteFields fields={F} choices={choices} />
    </SideModalForm>
  )
}
