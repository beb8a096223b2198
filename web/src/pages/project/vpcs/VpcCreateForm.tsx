import { useNavigate } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { DnsNameFollowsName } from './DnsNameFollowsName'
import { type VpcValues, vpcCreateBody, vpcDefaults, vpcErrorField } from './vpc-form'
import { vpcSchema } from './vpc-schema'

export const handle: RouteHandle = { crumb: 'New VPC' }

const F = formFields<VpcValues>()

export default function VpcCreateForm() {
  const { project } = useRequiredParams('project')
  const navigate = useNavigate()
  const backToList = useBackToList(pb.vpcs({ project }))
  const create = useApiMutation('vpcCreate', {
    onSuccess: (vpc) => {
      invalidate('vpcList')
      addToast({ title: `VPC ${vpc.name} created` })
      navigate(pb.vpc({ project, vpc: vpc.name }))
    },
  })
  return (
    <SideModalForm
      title="Create VPC"
      submitLabel="Create VPC"
      initialValues={vpcDefaults}
      schema={vpcSchema}
      errorField={vpcErrorField}
      request={(values) => create.prepare({ query: { project }, body: vpcCreateBody(values) })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.Name
        name="dnsName"
        label="DNS name"
        description="The VPC's name in DNS: lowercase letters, digits and dashes. It follows the name until you change it."
      />
      <DnsNameFollowsName fields={F} />
      <F.Text
        name="ipv6Prefix"
        label="IPv6 prefix"
        description="Optional. A unique local /48 such as fd12:3456:789a::/48; subnets take their IPv6 blocks from it. Left empty, one is chosen at random."
        autoComplete="off"
      />
    </SideModalForm>
  )
}
