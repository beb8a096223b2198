import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { subnetEditLists, vpcSubnetNics } from '~/pages/project/vpcs/queries'
import s from '~/pages/project/vpcs/vpcs.module.css'
import { PropertyList } from '~/ui/PropertyList'
import { pb } from '~/util/paths'
import { CustomRouterField } from './CustomRouterField'
import { SubnetNics } from './SubnetNics'
import { type SubnetEditValues, subnetEditValues, subnetErrorField, subnetUpdateBody } from './subnet-form'
import { subnetEditSchema } from './subnet-schema'

export const handle = paramsHandle(['subnet'], { crumb: (p) => p.subnet })

const F = formFields<SubnetEditValues>()

export default function SubnetEditForm() {
  const selector = useRequiredParams('project', 'vpc', 'subnet')
  const { project, vpc } = selector
  const [subnetQuery, routersQuery, nicsQuery] = subnetEditLists(selector)
  const { data: subnet } = usePrefetchedApiQuery(subnetQuery)
  const { data: routers } = usePrefetchedApiQuery(routersQuery)
  const { data: nics } = usePrefetchedApiQuery(nicsQuery)
  const back = useBackToList(pb.vpcSubnets({ project, vpc }))
  const update = useApiMutation('vpcSubnetUpdate', {
    onSuccess: (updated) => {
      invalidate('vpcSubnetList')
      // under a new name the old one would only answer 404 to the form still closing
      if (updated.name === subnet.name) invalidate('vpcSubnetView')
      invalidate('vpcRouterRouteList')
      addToast({ title: `Subnet ${updated.name} updated` })
      back()
    },
  })
  return (
    <SideModalForm
      title="Edit subnet"
      subtitle={<span className="mono">{subnet.name}</span>}
      submitLabel="Save changes"
      initialValues={subnetEditValues(subnet, routers.items)}
      schema={subnetEditSchema}
      errorField={subnetErrorField}
      request={(values) =>
        update.prepare({
          path: { subnet: subnet.name },
          query: { project, vpc },
          body: subnetUpdateBody(values),
        })
      }
      onDismiss={back}
    >
      <F.Name autoFocus />
      <F.Description />
      <p className={s.note}>A subnet's address blocks are fixed when it is created.</p>
      <PropertyList
        layout="list"
        properties={[
          [
            'IPv4 block',
            <span key="v4" className="mono">
              {subnet.ipv4Block}
            </span>,
          ],
          [
            'IPv6 block',
            <span key="v6" className="mono">
              {subnet.ipv6Block}
            </span>,
          ],
        ]}
      />
      <CustomRouterField fields={F} routers={routers.items} />
      <SubnetNics project={project} list={vpcSubnetNics(selector)} firstPage={nics} />
    </SideModalForm>
  )
}
