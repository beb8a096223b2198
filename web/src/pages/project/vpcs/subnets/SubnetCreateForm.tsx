import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { subnetCreateLists } from '~/pages/project/vpcs/queries'
import { PRIVATE_IPV4_BLOCKS, suggestIpv4Block } from '~/util/ip'
import { pb } from '~/util/paths'
import { CustomRouterField } from './CustomRouterField'
import {
  type SubnetValues,
  siblingBlocks,
  subnetCreateBody,
  subnetDefaults,
  subnetErrorField,
} from './subnet-form'
import { subnetSchema } from './subnet-schema'

export const handle: RouteHandle = { crumb: 'New subnet' }

const F = formFields<SubnetValues>()

export default function SubnetCreateForm() {
  const { project, vpc } = useRequiredParams('project', 'vpc')
  const [vpcQuery, subnetsQuery, routersQuery] = subnetCreateLists(project, vpc)
  const { data: vpcData } = usePrefetchedApiQuery(vpcQuery)
  const { data: subnets } = usePrefetchedApiQuery(subnetsQuery)
  const { data: routers } = usePrefetchedApiQuery(routersQuery)
  const ipv4Example = suggestIpv4Block(siblingBlocks(subnets.items, 'ipv4Block'))
  const back = useBackToList(pb.vpcSubnets({ project, vpc }))
  const create = useApiMutation('vpcSubnetCreate', {
    onSuccess: (subnet) => {
      invalidate('vpcSubnetList')
      invalidate('vpcRouterRouteList')
      addToast({ title: `Subnet ${subnet.name} created` })
      back()
    },
  })
  return (
    <SideModalForm
      title="Create subnet"
      submitLabel="Create subnet"
      initialValues={subnetDefaults}
      schema={() => subnetSchema({ vpcPrefix: vpcData.ipv6Prefix, subnets: subnets.items })}
      errorField={subnetErrorField}
      request={(values) => create.prepare({ query: { project, vpc }, body: subnetCreateBody(values) })}
      onDismiss={back}
    >
      <F.Name autoFocus />
      <F.Description />
      <F.Text
        name="ipv4Block"
        label="IPv4 block"
        isRequired
        autoComplete="off"
        description={`A block of a private range (${PRIVATE_IPV4_BLOCKS.join(', ')}), /8 to /26, that no other subnet of the VPC uses${ipv4Example ? `, such as ${ipv4Example}` : ''}.`}
      />
      <F.Text
        name="ipv6Block"
        label="IPv6 block"
        autoComplete="off"
        description={`Optional. A /64 within the VPC's prefix ${vpcData.ipv6Prefix}. Left empty, a free /64 of the prefix is assigned.`}
      />
      <CustomRouterField fields={F} routers={routers.items} />
    </SideModalForm>
  )
}
