import type { DiskState, InstanceState, SnapshotState } from '~/api/__generated__/Api'
import { Badge, type BadgeColor } from '~/ui/Badge'
import { isTransitionalDisk, isTransitionalSnapshot } from './disk-state'
import { isTransitionalInstance } from './instance-state'
import { useMinDisplay } from './use-min-display'

// Each badge shows the state as words, with a spinner while it is transitional (on its way to another state); a transitional state
// stays up for at least SPINNER_MIN_MS so a quick one does not flicker.

const INSTANCE_COLORS: Record<InstanceState, BadgeColor> = {
  running: 'success',
  stopped: 'neutral',
  failed: 'danger',
  destroyed: 'neutral',
  creating: 'info',
  starting: 'info',
  rebooting: 'info',
  migrating: 'info',
  repairing: 'warning',
  stopping: 'info',
}

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
  // the import states, finalizing included, share one color
  import_ready: 'purple',
  importing_from_url: 'purple',
  importing_from_bulk_writes: 'purple',
  finalizing: 'purple',
}

const SNAPSHOT_COLORS: Record<SnapshotState, BadgeColor> = {
  creating: 'info',
  ready: 'success',
  faulted: 'danger',
  destroyed: 'neutral',
}

export function InstanceStateBadge({ state }: { state: InstanceState }) {
  const shown = useMinDisplay(state, isTransitionalInstance)
  return (
    <Badge color={INSTANCE_COLORS[shown]} spinner={isTransitionalInstance(shown)}>
      {shown}
    </Badge>
  )
}

export function DiskStateBadge({ state }: { state: DiskStateName }) {
  const shown = useMinDisplay(state, isTransitionalDisk)
  return (
    <Badge color={DISK_COLORS[shown]} spinner={isTransitionalDisk(shown)}>
      {shown.replaceAll('_', ' ')}
    </Badge>
  )
}

export function SnapshotStateBadge({ state }: { state: SnapshotState }) {
  const shown = useMinDisplay(state, isTransitionalSnapshot)
  return (
    <Badge color={SNAPSHOT_COLORS[shown]} spinner={isTransitionalSnapshot(shown)}>
      {shown}
    </Badge>
  )
}
