import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import type { PoolEditValues } from './pool-form'
import { ipPoolView } from './queries'

export const handle: RouteHandle = { crumb: 'Edit' }

export async function loader({ params }: LoaderFunctionArgs) {
  await preload(ipPoolView(requireParams(params, 'pool').pool))
  return null
}

const F = formFields<PoolEditValues>()

export default function IpPoolEditForm() {
  const { pool } = useRequiredParams('pool')
  const navigate = useNavigate()
  const { data } = usePrefetchedApiQuery(ipPoolView(pool))
  const update = useApiMutation('ipPoolUpdate', {
    onSuccess: (updated) => {
      addToast({ title: `IP pool ${updated.name} updated` })
      invalidate('ipPoolList')
      // Renamed, the page behind follows the new name (its loader reads it afresh: the old one would be a 404);
      // otherwise its read is redone so that it shows the new description.
      if (updated.name === data.name) invalidate('ipPoolView')
      navigate(pb.ipPool({ pool: updated.name }))
    },
  })
  return (
    <SideModalForm
      title="Edit IP pool"
      subtitle={<span className="mono">{data.name}</span>}
      submitLabel="Save changes"
      initialValues={{ name: data.name, description: data.description }}
      schema={nameDescriptionSchema}
      request={(body) => update.prepare({ path: { pool }, body })}
      onDismiss={() => navigate(pb.ipPool({ pool }))}
    >
      <F.Name autoFocus />
      <F.Description />
    </SideModalForm>
  )
}
