import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { vpcRouterView } from '~/pages/project/vpcs/queries'
import { pb } from '~/util/paths'
import type { RouterValues } from './router-form'

export const handle = paramsHandle(['router'], { crumb: (p) => p.router })

const F = formFields<RouterValues>()

export default function RouterEditForm() {
  const selector = useRequiredParams('project', 'vpc', 'router')
  const { project, vpc } = selector
  const { data: router } = usePrefetchedApiQuery(vpcRouterView(selector))
  const back = useBackToList(pb.vpcRouters({ project, vpc }))
  const update = useApiMutation('vpcRouterUpdate', {
    onSuccess: (updated) => {
      invalidate('vpcRouterList')
      // under a new name the old one would only answer 404 to the form still closing
      if (updated.name === router.name) invalidate('vpcRouterView')
      addToast({ title: `Router ${updated.name} updated` })
      back()
    },
  })
  return (
    <SideModalForm
      title="Edit router"
      subtitle={<span className="mono">{router.name}</span>}
      submitLabel="Save changes"
      initialValues={{ name: router.name, description: router.description }}
      schema={nameDescriptionSchema}
      request={(body) => update.prepare({ path: { router: router.name }, query: { project, vpc }, body })}
      onDismiss={back}
    >
      <F.Name autoFocus />
      <F.Description />
    </SideModalForm>
  )
}
