import { useApiQuery } from '~/api'
import type { Disk, Snapshot } from '~/api/__generated__/Api'
import { siloImageView } from '~/pages/silo/images/queries'

/** What a disk was made from: an image (read by its id, of the project or the silo), a snapshot, or nothing. */
export function DiskSource({ disk, snapshots }: { disk: Disk; snapshots: readonly Snapshot[] }) {
  const { data: image, error } = useApiQuery(disk.imageId ? siloImageView(disk.imageId) : null)
  if (disk.imageId) {
    // an image deleted since still names the disk's source, by its id
    if (error) return <span className="mono">Image {disk.imageId}</span>
    return image ? <span className="mono">Image {image.name}</span> : <>…</>
  }
  if (disk.snapshotId) {
    const snapshot = snapshots.find((s) => s.id === disk.snapshotId)
    return <span className="mono">Snapshot {snapshot?.name ?? disk.snapshotId}</span>
  }
  return <>Blank</>
}
