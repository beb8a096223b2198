import { useState } from 'react'
import { useNavigate } from 'react-router'
import { invalidate, useApiQuery, usePrefetchedApiQuery } from '~/api'
import { isTransitionalDisk } from '~/components/disk-state'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/PageHeader'
import { RelativeTime } from '~/components/RelativeTime'
import { useRequiredParams } from '~/components/route-params'
import { DiskStateBadge, SnapshotStateBadge } from '~/components/StateBadges'
import { withShowRequests } from '~/components/show-request/request-items'
import { instanceList } from '~/pages/project/instances/queries'
import { snapshotList } from '~/pages/project/snapshots/queries'
import { DisksIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { POLL_MS } from '~/util/constants'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import { AttachedInstance } from './AttachedInstance'
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
  const { data: allInstances } = usePrefetchedApiQuery(instanceList(project).all())
  const { data: allSnapshots, error: snapshotsError } = useApiQuery(snapshotList(project).all())
  const instances = new Map(allInstances.items.map((i) => [i.id, i]))
  const actions = useDiskActions({
    project,
    instances,
    onAttach: () => setAttaching(true),
    onDeleted: () => navigate(pb.disks({ project })),
  })
  const snapshots = (allSnapshots?.items ?? []).filter((snap) => snap.diskId === disk.id)
  return (
    <>
      <PageHeader
        title={disk.name}
        icon={<DisksIcon />}
        actions={
          <ActionMenu
            label={`Actions for disk ${disk.name}`}
            items={withShowRequests(`disk ${disk.name}`, actions(disk))}
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
          ['Source', <DiskSource key="source" disk={disk} snapshots={allSnapshots?.items ?? []} />],
          [
            'Device path',
            <span key="path" className="mono">
              {disk.devicePath}
            </span>,
          ],
          ['Created', <RelativeTime key="created" date={disk.timeCreated} />],
        ]}
      />
      <section className={s.section} aria-labelledby="disk-snapshots">
        <SectionHeading id="disk-snapshots">Snapshots</SectionHeading>
        {snapshotsError && !allSnapshots ? (
          <p role="alert">Could not read the snapshots: {snapshotsError.message}</p>
        ) : !allSnapshots ? (
          <p className={s.note}>…</p>
        ) : snapshots.length === 0 ? (
          <p className={s.note}>No snapshots of this disk.</p>
        ) : (
          <Table aria-label="Snapshots of this disk">
            <THead>
              <Tr>
                <Th>Name</Th>
                <Th>State</Th>
                <Th numeric>Size</Th>
                <Th>Created</Th>
              </Tr>
            </THead>
            <TBody>
              {snapshots.map((snap) => (
                <Tr key={snap.id}>
                  <Td className="mono">{snap.name}</Td>
                  <Td>
                    <SnapshotStateBadge state={snap.state} />
                  </Td>
                  <Td numeric>{formatBytes(snap.size)}</Td>
                  <Td>
                    <RelativeTime date={snap.timeCreated} />
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </section>
      {attaching && (
        <AttachToInstanceDialog
          project={project}
          disk={disk}
          onClose={() => {
            setAttaching(false)
            invalidate('instanceList')
            invalidate('diskView')
          }}
        />
      )}
    </>
  )
}
