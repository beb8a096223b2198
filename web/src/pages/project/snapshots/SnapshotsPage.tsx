import { type LoaderFunctionArgs, Outlet, useNavigate, useParams } from 'react-router'
import type { Disk, Snapshot } from '~/api/__generated__/Api'
import { type ApiParams, invalidate, preload, useApiMutation, useApiQuery } from '~/api/client'
import { confirmDelete } from '~/components/confirm'
import { isTransitionalSnapshot } from '~/components/instance-state'
import { LinkButton } from '~/components/LinkButton'
import { allDisks } from '~/components/lists'
import { PageHeader } from '~/components/PageHeader'
import { type Column, firstPageParams, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { SnapshotStateBadge } from '~/components/StateBadges'
import { useListPolling } from '~/components/use-list-polling'
import { EmptyState } from '~/ui/EmptyState'
import { SnapshotsIcon } from '~/ui/icons/resource-icons'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'

export const handle: RouteHandle = {
  crumb: 'Snapshots',
  crumbPath: (p) => pb.snapshots({ project: p.project ?? '' }),
}

const listParams = (project: string): ApiParams<'snapshotList'> => ({ query: { project } })

export async function loader({ params, request }: LoaderFunctionArgs) {
  const project = params.project!
  await Promise.all([
    preload('snapshotList', firstPageParams(listParams(project), request.url)),
    preload('diskList', allDisks(project)),
  ])
  return null
}

function columns(disks: Map<string, Disk>): Column<Snapshot>[] {
  return [
    { header: 'Name', cell: (s) => <span className="mono">{s.name}</span> },
    {
      header: 'Disk',
      // snapshots outlive the disk they were taken of
      cell: (s) => {
        const disk = disks.get(s.diskId)
        return disk ? <span className="mono">{disk.name}</span> : <span>Deleted disk</span>
      },
    },
    { header: 'Size', numeric: true, cell: (s) => formatBytes(s.size) },
    { header: 'State', cell: (s) => <SnapshotStateBadge state={s.state} /> },
    { header: 'Created', cell: (s) => <RelativeTime date={s.timeCreated} /> },
  ]
}

export default function SnapshotsPage() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const params = listParams(project)
  const refreshInterval = useListPolling('snapshotList', params, (s) => isTransitionalSnapshot(s.state))
  const { data: diskList } = useApiQuery('diskList', allDisks(project))
  const disks = new Map((diskList?.items ?? []).map((d) => [d.id, d]))
  const del = useApiMutation('snapshotDelete', { onSuccess: () => invalidate('snapshotList') })
  return (
    <>
      <PageHeader
        title="Snapshots"
        icon={<SnapshotsIcon />}
        actions={<LinkButton to={pb.snapshotsNew({ project })}>New snapshot</LinkButton>}
      />
      <QueryTable
        method="snapshotList"
        params={params}
        label="Snapshots"
        columns={columns(disks)}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.name}
        refreshInterval={refreshInterval}
        rowActions={(s) => [
          {
            key: 'image',
            label: 'Create image',
            disabledReason:
              s.state === 'ready' ? undefined : 'Only a ready snapshot can be made into an image',
            onAction: () => navigate(pb.snapshotImagesNew({ project, snapshot: s.name })),
          },
          {
            key: 'delete',
            label: 'Delete',
            danger: true,
            disabledReason: isTransitionalSnapshot(s.state)
              ? 'A snapshot cannot be deleted while it is being created'
              : undefined,
            onAction: () =>
              confirmDelete({
                kind: 'snapshot',
                name: s.name,
                doDelete: () => del.mutate({ path: { snapshot: s.name }, query: { project } }),
              }),
          },
        ]}
        emptyState={
          <EmptyState
            icon={<SnapshotsIcon />}
            title="No snapshots"
            body="A snapshot keeps a disk's contents at one moment; new disks and images can be made from it."
            action={<LinkButton to={pb.snapshotsNew({ project })}>New snapshot</LinkButton>}
          />
        }
      />
      <Outlet />
    </>
  )
}
