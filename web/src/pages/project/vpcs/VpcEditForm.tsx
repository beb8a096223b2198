import { useNavigate } from 'react-router'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { vpcView } from './queries'
import { type VpcEditValues, vpcErrorField, vpcUpdateBody } from './vpc-form'
import { vpcEditSchema } from './vpc-schema'

export const handle: RouteHandle = { crumb: 'Edit' }

const F = formFields<VpcEditValues>()

export default function VpcEditForm() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const navigate = useNavigate()
  const { data } = usePrefetchedApiQuery(vpcView(vpc, project))
  const update = useApiMutation('vpcUpdate', {
    onSuccess: (updated) => {
      addToast({ title: `VPC ${updated.name} updated` })
      invalidate('vpcList')
      // The page behind the form stays mounted and reads the VPC by the name in the URL. Renamed, it follows the
      // new name, which its loader reads afresh (the old name would only answer 404); otherwise its read is redone
      // so that it shows the new description, DNS name and modified time.
      if (updated.name === data.name) invalidate('vpcView')
      navigate(pb.vpc({ project, vpc: updated.name }))
    },
  })
  return (
    <SideModalForm
      title="Edit VPC"
      subtitle={<span className="mono">{data.name}</span>}
      submitLabel="Save changes"
      initialValues={{ name: data.name, description: data.description, dnsName: data.dnsName }}
      schema={vpcEditSchema}
      errorField={vpcErrorField}
      request={(values) => update.prepare({ path: { vpc }, query: { project }, body: vpcUpdateBody(values) })}
      onDismiss={() => navigate(pb.vpc({ project, vpc }))}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.Name name="dnsName" label="DNS name" description="The VPC's name in DNS." />
    </SideModalForm>
  )
}
