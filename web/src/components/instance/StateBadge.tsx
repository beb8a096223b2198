import type { DiskState, InstanceState } from '../../api/__generated__/Api'
import { Badge, type BadgeColor } from '../../ui/Badge'
import { isTransitionalDisk, isTransitionalInstance } from '../../util/instance-state'
import { useMinDisplay } from './use-min-display'

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
  import_ready: 'purple',
  importing_from_url: 'purple',
  importing_from_bulk_writes: 'purple',
  finalizing: 'info',
}

/** The run state as words, with a spinner while it is transitional (spec §4). */
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
