/** Which disk actions each disk state allows, and which disk and snapshot states are transitional. */
import type { DiskState, SnapshotState } from '~/api/__generated__/Api'
import { stateRules } from './state-rules'

type DiskStateName = DiskState['state']

export type DiskAction = 'delete' | 'snapshot' | 'attach' | 'detach' | 'setAsBootDisk'

/** The disk states in which each disk action is allowed. */
const DISK_ACTION_STATES: Record<DiskAction, readonly DiskStateName[]> = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
}

const rules = stateRules('disk', DISK_ACTION_STATES)
export const diskCan = rules.can
/** "Only a detached or faulted disk can be deleted" style reason, or undefined when allowed. */
export const diskDisabledReason = rules.disabledReason

const TRANSITIONAL_DISK_STATES: readonly DiskStateName[] = [
  'attaching',
  'creating',
  'detaching',
  'finalizing',
]

/** Transitional states show a spinner and keep lists polling. */
export const isTransitionalDisk = (s: DiskStateName) => TRANSITIONAL_DISK_STATES.includes(s)

/** Creating is the one transitional state of a snapshot. */
export const isTransitionalSnapshot = (s: SnapshotState) => s === 'creating'
