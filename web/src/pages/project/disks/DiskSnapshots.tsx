import { PICKER_PAGE_SIZE, usePreloadedApiQuery } from '~/api'
import type { Disk } from '~/api/__generated__/Api'
import { RelativeTime } from '~/components/RelativeTime'
import { SnapshotStateBadge } from '~/components/StateBadges'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatBytes, formatNumber } from '~/util/format'
import s from './disk-page.module.css'
import { diskSnapshotsPage } from './queries'

/**
 * The snapshots taken of a disk. The API lists a project's snapshots, not a disk's, so these are the disk's
 * among the project's first page of them; when the project has more, the section says how many it looked at.
 */
export function DiskSnapshots({ project, disk }: { project: string; disk: Disk }) {
  const { data, error } = usePreloadedApiQuery(diskSnapshotsPage(project))
  const snapshots = (data?.items ?? []).filter((snap) => snap.diskId === disk.id)
  const more = Boolean(data?.nextPage)
  return (
    <section className={s.section} aria-labelledby="disk-snapshots">
      <SectionHeading id="disk-snapshots">Snapshots</SectionHeading>
      {error && !data ? (
        <p role="alert">Could not read the snapshots: {error.message}</p>
      ) : !data ? (
        <p className={s.note}>…</p>
      ) : snapshots.length === 0 ? (
        <p className={s.note}>
          {more ? 'No snapshots of this disk among those looked at.' : 'No snapshots of this disk.'}
        </p>
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
      {more && (
        <p className={s.note}>
          Looked at the first {formatNumber(PICKER_PAGE_SIZE)} of the project's snapshots; this disk's among
          the rest are not shown.
        </p>
      )}
    </section>
  )
}
