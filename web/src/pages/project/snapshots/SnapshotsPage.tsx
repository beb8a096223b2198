import { Outlet } from 'react-router'
import { invalidate, useApiMutation } from '~/api'
import type { Snapshot } from '~/api/__generated__/Api'
import type { BulkActions } from '~/components/bulk/bulk-offer'
import { deleteConfirm } from '~/components/confirm-delete'
import { isTransitionalSnapshot } from '~/components/disk-state'
import { LinkButton } from '~/components/LinkButton'
import { useOpenOverList } from '~/components/list-place'
import { FilterableQueryTable } from '~/components/name-filter/FilterableQueryTable'
import { PageHeader } from '~/components/PageHeader'
import { gateItems } from '~/components/permissions/gate-items'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import type { Column } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { ReferenceName } from '~/components/row-references/ReferenceName'
import { useReference } from '~/components/row-references/use-reference'
import { SnapshotStateBadge } from '~/components/StateBadges'
import { confirmItem } from '~/components/show-request/request-items'
import { useListPolling } from '~/components/use-list-polling'
import type { StateAnnouncement } from '~/components/use-state-announcer'
import { diskById } from '~/pages/project/disks/queries'
import { EmptyState } from '~/ui/EmptyState'
import { SnapshotsIcon } from '~/ui/icons/resource-icons'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { snapshotList } from './queries'

export const handle = paramsHandle(['project'], { crumb: 'Snapshots', crumbPath: pb.snapshots })

/** Said to screen readers when a row's state changes while the list is on screen. */
const SNAPSHOT_STATE_CHANGES: StateAnnouncement<Snapshot> = {
  noun: 'Snapshot',
  name: (s) => s.name,
  state: (s) => s.state,
}

/** The row action the snapshots list also offers for many selected snapshots at once. */
const SNAPSHOT_BULK_ACTIONS: BulkActions = {
  noun: { one: 'snapshot', many: 'snapshots' },
  actions: [{ key: 'delete', label: 'Delete', done: 'deleted', doing: 'Deleting' }],
}

/**
 * The disk a snapshot was taken of, read by its id (not the project's disks): snapshots outlive their disk, which
 * then shows as deleted.
 */
function SnapshotDisk({ id }: { id: string }) {
  return <ReferenceName id={id} reference={useReference({ byId: diskById }, id)} noun="disk" />
}

const COLUMNS: Column<Snapshot>[] = [
  { header: 'Name', cell: (s) => <span className="mono">{s.name}</span> },
  { header: 'Disk', cell: (s) => <SnapshotDisk id={s.diskId} /> },
  { header: 'Size', numeric: true, cell: (s) => formatBytes(s.size) },
  { header: 'State', cell: (s) => <SnapshotStateBadge state={s.state} /> },
  { header: 'Created', cell: (s) => <RelativeTime date={s.timeCreated} /> },
]

export default function SnapshotsPage() {
  const { project } = useRequiredParams('project')
  const roleReason = useProjectReason(project, 'compute')
  const openOverList = useOpenOverList()
  const snapshots = snapshotList(project)
  const refreshInterval = useListPolling(
    snapshots,
    (s) => isTransitionalSnapshot(s.state),
    SNAPSHOT_STATE_CHANGES,
  )
  const del = useApiMutation('snapshotDelete', { onSuccess: () => invalidate('snapshotList') })
  return (
    <>
      <PageHeader
        title="Snapshots"
        icon={<SnapshotsIcon />}
        actions={
          <LinkButton overList disabledReason={roleReason} to={pb.snapshotsNew({ project })}>
            New snapshot
          </LinkButton>
        }
      />
      <FilterableQueryTable
        noun={{ one: 'snapshot', many: 'snapshots' }}
        query={snapshots}
        label="Snapshots"
        columns={COLUMNS}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.name}
        refreshInterval={refreshInterval}
        bulk={SNAPSHOT_BULK_ACTIONS}
        rowActions={(s) =>
          gateItems(
            [
              {
                key: 'image',
                label: 'Create image',
                disabledReason:
                  s.state === 'ready' ? undefined : 'Only a ready snapshot can be made into an image',
                onAction: () => openOverList(pb.snapshotImagesNew({ project, snapshot: s.name })),
              },
              confirmItem({
                key: 'delete',
                label: 'Delete',
                danger: true,
                disabledReason: isTransitionalSnapshot(s.state)
                  ? 'A snapshot cannot be deleted while it is being created'
                  : undefined,
                request: () => del.prepare({ path: { snapshot: s.name }, query: { project } }),
                confirm: deleteConfirm({ kind: 'snapshot', name: s.name }),
              }),
            ],
            roleReason,
          )
        }
        emptyState={
          <EmptyState
            icon={<SnapshotsIcon />}
            title="No snapshots"
            body="A snapshot keeps a disk's contents at one moment; new disks and images can be made from it."
            action={
              <LinkButton overList disabledReason={roleReason} to={pb.snapshotsNew({ project })}>
                New snapshot
              </LinkButton>
            }
          />
        }
      />
      <Outlet />
    </>
  )
}
