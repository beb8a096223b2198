import { useState } from 'react'
import { Outlet } from 'react-router'
import type { Disk } from '~/api/__generated__/Api'
import { isTransitionalDisk } from '~/components/disk-state'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { lazyComponent } from '~/components/lazy-component'
import { FilterableQueryTable } from '~/components/name-filter/FilterableQueryTable'
import { PageHeader } from '~/components/PageHeader'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import type { Column } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { foundData } from '~/components/row-references/reference'
import { peekReference, type ReferenceRead, useReference } from '~/components/row-references/use-reference'
import { DiskStateBadge } from '~/components/StateBadges'
import { useListPolling } from '~/components/use-list-polling'
import type { StateAnnouncement } from '~/components/use-state-announcer'
import { instanceById } from '~/pages/project/instances/queries'
import { EmptyState } from '~/ui/EmptyState'
import { DisksIcon } from '~/ui/icons/resource-icons'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { AttachedInstance } from './AttachedInstance'
import { attachedInstanceId } from './attached-instance-id'
import { DISK_BULK_ACTIONS, useDiskActions } from './disk-actions'
import { diskList } from './queries'

const AttachToInstanceDialog = lazyComponent(
  () => import('./AttachToInstanceDialog'),
  'AttachToInstanceDialog',
)

export const handle = paramsHandle(['project'], { crumb: 'Disks', crumbPath: pb.disks })

/** Said to screen readers when a row's state changes while the list is on screen. */
const DISK_STATE_CHANGES: StateAnnouncement<Disk> = {
  noun: 'Disk',
  name: (d) => d.name,
  state: (d) => d.state.state.replaceAll('_', ' '),
}

function columns(project: string, instances: ReferenceRead<'instanceView'>): Column<Disk>[] {
  return [
    {
      header: 'Name',
      cell: (d) => (
        <Link to={pb.disk({ project, disk: d.name })} className="mono">
          {d.name}
        </Link>
      ),
    },
    { header: 'Size', numeric: true, cell: (d) => formatBytes(d.size) },
    { header: 'State', cell: (d) => <DiskStateBadge state={d.state.state} /> },
    {
      header: 'Attached to',
      cell: (d) => <AttachedInstance project={project} state={d.state} instances={instances} />,
    },
    { header: 'Created', cell: (d) => <RelativeTime date={d.timeCreated} /> },
  ]
}

export default function DisksPage() {
  const { project } = useRequiredParams('project')
  const roleReason = useProjectReason(project, 'compute')
  const [attaching, setAttaching] = useState<Disk | null>(null)
  const disks = diskList(project)
  const refreshInterval = useListPolling(disks, (d) => isTransitionalDisk(d.state.state), DISK_STATE_CHANGES)
  // each row's instance, by its id (not the project's instances), read again as the disks are so that a change
  // of state shows
  const instances: ReferenceRead<'instanceView'> = { byId: instanceById, refreshInterval }
  const actions = useDiskActions({ project, onAttach: setAttaching })
  const useRowActions = (d: Disk) =>
    actions(d, foundData(useReference({ byId: instanceById }, attachedInstanceId(d.state))))
  return (
    <>
      <PageHeader
        title="Disks"
        icon={<DisksIcon />}
        actions={
          <LinkButton overList disabledReason={roleReason} to={pb.disksNew({ project })}>
            New disk
          </LinkButton>
        }
      />
      <FilterableQueryTable
        noun={{ one: 'disk', many: 'disks' }}
        query={disks}
        label="Disks"
        columns={columns(project, instances)}
        rowKey={(d) => d.id}
        rowLabel={(d) => d.name}
        rowActions={(d) => actions(d, foundData(peekReference(instances, attachedInstanceId(d.state))))}
        useRowActions={useRowActions}
        bulk={DISK_BULK_ACTIONS}
        refreshInterval={refreshInterval}
        emptyState={
          <EmptyState
            icon={<DisksIcon />}
            title="No disks"
            body="Disks hold an instance's data. Create a blank disk, or one from a snapshot or an image."
            action={
              <LinkButton overList disabledReason={roleReason} to={pb.disksNew({ project })}>
                New disk
              </LinkButton>
            }
          />
        }
      />
      {attaching && (
        <AttachToInstanceDialog project={project} disk={attaching} onClose={() => setAttaching(null)} />
      )}
      <Outlet />
    </>
  )
}
