import { useApiQuery, usePreloadedApiQuery } from '~/api'
import type { Disk } from '~/api/__generated__/Api'
import { snapshotById } from '~/pages/project/snapshots/queries'
import { siloImageView } from '~/pages/silo/images/queries'

/** What a disk was made from: an image or a snapshot (each read by its id), or nothing. */
export function DiskSource({ disk }: { disk: Disk }) {
  const image = useApiQuery(disk.imageId ? siloImageView(disk.imageId) : null)
  const snapshot = usePreloadedApiQuery(disk.snapshotId ? snapshotById(disk.snapshotId) : null)
  // an image or snapshot deleted since still names the disk's source, by its id
  if (disk.imageId) {
    if (image.error) return <span className="mono">Image {disk.imageId}</span>
    return image.data ? <span className="mono">Image {image.data.name}</span> : <>…</>
  }
  if (disk.snapshotId) {
    if (snapshot.data) return <span className="mono">Snapshot {snapshot.data.name}</span>
    return snapshot.error ? <span className="mono">Snapshot {disk.snapshotId}</span> : <>…</>
  }
  return <>Blank</>
}
