import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { FloatingIpFields, useChosenPool } from '~/components/floating-ip-form/FloatingIpFields'
import {
  floatingIpCreateBody,
  floatingIpDefaults,
  floatingIpErrorField,
} from '~/components/floating-ip-form/floating-ip-form'
import { floatingIpSchema } from '~/components/floating-ip-form/floating-ip-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { projectIpPoolList } from './queries'

export const handle: RouteHandle = { crumb: 'New floating IP' }

export default function FloatingIpCreateForm() {
  const { project } = useRequiredParams('project')
  const backToList = useBackToList(pb.floatingIps({ project }))
  const { data: pools } = usePrefetchedApiQuery(projectIpPoolList().all())
  const chosen = useChosenPool(pools.items)

  const create = useApiMutation('floatingIpCreate', {
    onSuccess: (fip) => {
      invalidate('floatingIpList')
      addToast({ title: `Floating IP ${fip.name} created`, content: fip.ip })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      initialValues={floatingIpDefaults(chosen.defaultPool)}
      schema={() => floatingIpSchema(chosen.known)}
      errorField={floatingIpErrorField}
      request={(values) => create.prepare({ query: { project }, body: floatingIpCreateBody(values) })}
      onDismiss={() => backToList()}
    >
      <FloatingIpFields pools={pools.items} chosen={chosen} />
    </SideModalForm>
  )
}
