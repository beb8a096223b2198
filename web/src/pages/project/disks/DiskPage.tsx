import { useState } from 'react'
import { useNavigate } from 'react-router'
import { invalidate, usePrefetchedApiQuery } from '~/api'
import { isTransitionalDisk } from '~/components/disk-state'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/PageHeader'
import { RelativeTime } from '~/components/RelativeTime'
import { useRequiredParams } from '~/components/route-params'
import { foundData } from '~/components/row-references/reference'
import { type ReferenceRead, useReference } from '~/components/row-references/use-reference'
import { DiskStateBadge } from '~/components/StateBadges'
import { withShowRequests } from '~/components/show-request/request-items'
import { instanceById } from '~/pages/project/instances/queries'
import { DisksIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { POLL_MS } from '~/util/constants'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { AttachedInstance } from './AttachedInstance'
import { attachedInstanceId } from './attached-instance-id'
import { DiskSnapshots } from './DiskSnapshots'
import { DiskSource } from './DiskSource'
import { useDiskActions } from './disk-actions'
import s from './disk-page.module.css'
import { diskView } from './queries'

const AttachToInstanceDialog = lazyComponent(
  () => import('./AttachToInstanceDialog'),
  'AttachToInstanceDialog',
)

/** A disk: what it is, what it was made from, where it is attached, and the snapshots taken of it. */
export default function DiskPage() {
  const { project, disk: name } = useRequiredParams('project', 'disk')
  const navigate = useNavigate()
  const [attaching, setAttaching] = useState(false)
  const { data: disk } = usePrefetchedApiQuery(diskView({ project, disk: name }), {
    // a disk on its way to another state is followed until it gets there
    refreshInterval: (latest) => (latest && isTransitionalDisk(latest.state.state) ? POLL_MS : 0),
  })
  // the instance it is attached to, by its id, followed as the disk is
  const instances: ReferenceRead<'instanceView'> = {
    byId: instanceById,
    refreshInterval: isTransitionalDisk(disk.state.state) ? POLL_MS : 0,
  }
  const instance = foundData(useReference({ byId: instanceById }, attachedInstanceId(disk.state)))
  const actions = useDiskActions({
    project,
    onAttach: () => setAttaching(true),
    onDeleted: () => navigate(pb.disks({ project })),
  })
  return (
    <>
      <PageHeader
        title={disk.name}
        icon={<DisksIcon />}
        actions={
          <ActionMenu
            label={`Actions for disk ${disk.name}`}
            items={withShowRequests(`disk ${disk.name}`, actions(disk, instance))}
          />
        }
      />
      {disk.description && <p className={s.description}>{disk.description}</p>}
      <PropertyList
        properties={[
          ['State', <DiskStateBadge key="state" state={disk.state.state} />],
          ['ID', <CopyableId key="id" id={disk.id} label="Copy disk ID" />],
          ['Size', formatBytes(disk.size)],
          ['Block size', `${disk.blockSize} bytes`],
          [
            'Attached to',
            <AttachedInstance key="at" project={project} state={disk.state} instances={instances} />,
          ],
          ['Source', <DiskSource key="source" disk={disk} />],
          [
            'Device path',
            <span key="path" className="mono">
              {disk.devicePath}
            </span>,
          ],
          ['Created', <RelativeTime key="created" date={disk.timeCreated} />],
        ]}
      />
      <DiskSnapshots project={project} disk={disk} />
      {attaching && (
        <AttachToInstanceDialog
          project={project}
          disk={disk}
          onClose={() => {
            setAttaching(false)
            invalidate('diskView')
          }}
        />
      )}
    </>
  )
}
