import { useApiMutation, usePrefetchedApiQuery } from '~/api'
import { refreshExternalIpLists, refreshExternalIps } from '~/components/external-ips'
import { formFields } from '~/components/form/form-fields'
import { nameDescriptionSchema } from '~/components/form/name-description-schema'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { formatDateTime } from '~/util/format'
import { pb } from '~/util/paths'
import { AttachedInstance } from './AttachedInstance'
import { PoolName } from './PoolName'
import { floatingIpView, projectIpPoolList } from './queries'

export const handle = paramsHandle(['floatingIp'], { crumb: (p) => p.floatingIp })

type Values = { name: string; description: string }
const F = formFields<Values>()

/** Name and description can change; the address, its pool and the rest are shown for reference. */
export default function FloatingIpEditForm() {
  const { project, floatingIp } = useRequiredParams('project', 'floatingIp')
  const backToList = useBackToList(pb.floatingIps({ project }))
  const { data: fip } = usePrefetchedApiQuery(floatingIpView({ project, floatingIp }))
  const { data: pools } = usePrefetchedApiQuery(projectIpPoolList().all())
  const update = useApiMutation('floatingIpUpdate', {
    onSuccess: (updated) => {
      if (updated.name === floatingIp) refreshExternalIps()
      else refreshExternalIpLists()
      addToast({ title: `Floating IP ${updated.name} updated` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Edit floating IP"
      subtitle={fip.name}
      submitLabel="Save changes"
      initialValues={{ name: fip.name, description: fip.description }}
      schema={nameDescriptionSchema}
      request={(body) => update.prepare({ path: { floatingIp }, query: { project }, body })}
      onDismiss={() => backToList()}
    >
      <F.Name autoFocus />
      <F.Description />
      <PropertyList
        layout="list"
        properties={[
          ['ID', <CopyableId key="id" id={fip.id} label="Copy floating IP ID" />],
          ['IP address', <CopyableId key="ip" id={fip.ip} label="Copy IP address" />],
          ['Pool', <PoolName key="pool" id={fip.ipPoolId} pools={pools.items} />],
          [
            'Instance',
            // the instance is read by its id, which the loader preloads
            <AttachedInstance key="instance" project={project} instanceId={fip.instanceId} />,
          ],
          ['Created', formatDateTime(fip.timeCreated)],
          ['Modified', formatDateTime(fip.timeModified)],
        ]}
      />
    </SideModalForm>
  )
}
