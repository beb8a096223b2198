import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import type { RouterValues } from './router-form'

export const handle: RouteHandle = { crumb: 'New router' }

const F = formFields<RouterValues>()

export default function RouterCreateForm() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const navigate = useNavigate()
  const backToList = useBackToList(pb.vpcRouters({ project, vpc }))
  const create = useApiMutation('vpcRouterCreate', {
    onSuccess: (router) => {
      invalidate('vpcRouterList')
      addToast({ title: `Router ${router.name} created` })
      // straight to the new router, where its routes are added
      navigate(pb.vpcRouter({ project, vpc, router: router.name }))
    },
  })
  return (
    <SideModalForm
      title="Create router"
      submitLabel="Create router"
      initialValues={{ name: '', description: '' }}
      schema={nameDescriptionSchema}
      request={(body) => create.prepare({ query: { project, vpc }, body })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
    </SideModalForm>
  )
}
