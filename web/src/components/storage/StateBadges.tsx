import type { DiskState, SnapshotState } from '../../api/__generated__/Api'
import { Badge, type BadgeColor } from '../../ui/Badge'
import { isTransitionalDisk } from '../../util/instance-state'

type DiskStateName = DiskState['state']

const DISK_COLORS: Record<DiskStateName, BadgeColor> = {
  attached: 'success',
  attaching: 'info',
  creating: 'info',
  detaching: 'info',
  detached: 'neutral',
  destroyed: 'neutral',
  faulted: 'danger',
  maintenance: 'warning',
  import_ready: 'purple',
  importing_from_url: 'purple',
  importing_from_bulk_writes: 'purple',
  finalizing: 'purple',
}

/** A disk's state in words; transitional states (spec §4) spin. */
export function DiskStateBadge({ state }: { state: DiskStateName }) {
  return (
    <Badge color={DISK_COLORS[state]} spinner={isTransitionalDisk(state)}>
      {state.replaceAll('_', ' ')}
    </Badge>
  )
}

const SNAPSHOT_COLORS: Record<SnapshotState, BadgeColor> = {
  creating: 'info',
  ready: 'success',
  faulted: 'danger',
  destroyed: 'neutral',
}

/** Spec §4: creating is the snapshot's one transitional state. */
export const isTransitionalSnapshot = (state: SnapshotState) => state === 'creating'

export function SnapshotStateBadge({ state }: { state: SnapshotState }) {
  return (
    <Badge color={SNAPSHOT_COLORS[state]} spinner={isTransitionalSnapshot(state)}>
      {state}
    </Badge>
  )
}
