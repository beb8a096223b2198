import { useState } from 'react'
import { type LoaderFunctionArgs, Outlet, useParams } from 'react-router'
import type { Disk, Instance } from '~/api/__generated__/Api'
import { type ApiParams, invalidate, preload, useApiQuery } from '~/api/client'
import { isTransitionalDisk } from '~/components/instance-state'
import { LinkButton } from '~/components/LinkButton'
import { allInstances } from '~/components/lists'
import { PageHeader } from '~/components/PageHeader'
import { type Column, firstPageParams, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { DiskStateBadge } from '~/components/StateBadges'
import { useListPolling } from '~/components/use-list-polling'
import { EmptyState } from '~/ui/EmptyState'
import { DisksIcon } from '~/ui/icons/resource-icons'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { AttachedInstance } from './AttachedInstance'
import { AttachToInstanceDialog } from './AttachToInstanceDialog'
import { useDiskActions } from './disk-actions'

export const handle: RouteHandle = {
  crumb: 'Disks',
  crumbPath: (p) => pb.disks({ project: p.project ?? '' }),
}

const listParams = (project: string): ApiParams<'diskList'> => ({ query: { project } })

export async function loader({ params, request }: LoaderFunctionArgs) {
  const project = params.project!
  await Promise.all([
    preload('diskList', firstPageParams(listParams(project), request.url)),
    preload('instanceList', allInstances(project)),
  ])
  return null
}

function columns(project: string, instances: Map<string, Instance>): Column<Disk>[] {
  return [
    { header: 'Name', cell: (d) => <span className="mono">{d.name}</span> },
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
  const { project = '' } = useParams()
  const [attaching, setAttaching] = useState<Disk | null>(null)
  const params = listParams(project)
  const refreshInterval = useListPolling('diskList', params, (d) => isTransitionalDisk(d.state.state))
  const { data: instanceList } = useApiQuery('instanceList', allInstances(project), {
    refreshInterval,
  })
  const instances = new Map((instanceList?.items ?? []).map((i) => [i.id, i]))
  const rowActions = useDiskActions({ project, instances, onAttach: setAttaching })
  return (
    <>
      <PageHeader
        title="Disks"
        icon={<DisksIcon />}
        actions={<LinkButton to={pb.disksNew({ project })}>New disk</LinkButton>}
      />
      <QueryTable
        method="diskList"
        params={params}
        label="Disks"
        columns={columns(project, instances)}
        rowKey={(d) => d.id}
        rowLabel={(d) => d.name}
        rowActions={rowActions}
        refreshInterval={refreshInterval}
        emptyState={
          <EmptyState
            icon={<DisksIcon />}
            title="No disks"
            body="Disks hold an instance's data. Create a blank disk, or one from a snapshot or an image."
            action={<LinkButton to={pb.disksNew({ project })}>New disk</LinkButton>}
          />
        }
      />
      {attaching && (
        <AttachToInstanceDialog
          project={project}
          disk={attaching}
          onClose={() => {
            setAttaching(null)
            invalidate('instanceList')
          }}
        />
      )}
      <Outlet />
    </>
  )
}
