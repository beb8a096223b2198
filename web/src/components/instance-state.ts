/**
 * The state tables from the product spec (§4): which instance and disk actions each state allows.
 * Pure functions so that buttons, row actions and tests all read the same rules.
 */
import type { DiskState, Instance, InstanceState, SnapshotState } from '~/api/__generated__/Api'

type DiskStateName = DiskState['state']

export type InstanceAction =
  | 'start'
  | 'delete'
  | 'resize'
  | 'updateBootDisk'
  | 'reboot'
  | 'stop'
  | 'detachDisk'
  | 'attachDisk'
  | 'updateNic'
  | 'serialConsole'
  | 'addToAffinityGroup'

export type DiskAction = 'delete' | 'snapshot' | 'attach' | 'detach' | 'setAsBootDisk'

/** Allowed run states per instance action, exactly as in the spec's table. */
export const INSTANCE_ACTION_STATES: Record<InstanceAction, readonly InstanceState[]> = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
}

/** Allowed disk states per disk action, exactly as in the spec's table. */
export const DISK_ACTION_STATES: Record<DiskAction, readonly DiskStateName[]> = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
}

function predicates<A extends string, S extends string>(table: Record<A, readonly S[]>) {
  const out = {} as Record<A, (s: S) => boolean>
  for (const action of Object.keys(table) as A[]) {
    out[action] = (s: S) => table[action].includes(s)
  }
  return out
}

export const instanceCan: Record<InstanceAction, (s: InstanceState) => boolean> =
  predicates(INSTANCE_ACTION_STATES)

export const diskCan: Record<DiskAction, (s: DiskStateName) => boolean> = predicates(DISK_ACTION_STATES)

export const TRANSITIONAL_INSTANCE_STATES: readonly InstanceState[] = [
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
]

export const TRANSITIONAL_DISK_STATES: readonly DiskStateName[] = [
  'attaching',
  'creating',
  'detaching',
  'finalizing',
]

/** Transitional states show a spinner and keep lists polling. */
export const isTransitionalInstance = (s: InstanceState) => TRANSITIONAL_INSTANCE_STATES.includes(s)
export const isTransitionalDisk = (s: DiskStateName) => TRANSITIONAL_DISK_STATES.includes(s)
/** Spec §4: creating is the snapshot's one transitional state. */
export const isTransitionalSnapshot = (s: SnapshotState) => s === 'creating'

/** "a" or "an", as the next word wants. */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** Human-readable list of states for a disabled reason, e.g. "stopped or failed". */
export function statesText(states: readonly string[]): string {
  const words = states.map((s) => s.replaceAll('_', ' '))
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`
}

/** "Only a stopped or failed instance can be started" style reason, or undefined when allowed. */
export function instanceDisabledReason(
  action: InstanceAction,
  state: InstanceState,
  verb: string,
): string | undefined {
  if (instanceCan[action](state)) return undefined
  const states = statesText(INSTANCE_ACTION_STATES[action])
  return `Only ${article(states)} ${states} instance can ${verb}`
}

export function diskDisabledReason(
  action: DiskAction,
  state: DiskStateName,
  verb: string,
): string | undefined {
  if (diskCan[action](state)) return undefined
  const states = statesText(DISK_ACTION_STATES[action])
  return `Only ${article(states)} ${states} disk can ${verb}`
}

/**
 * Spec §4: a failed instance is eligible for auto-restart when auto-restart is enabled and either
 * no cooldown expiration is set or it has passed.
 */
export function autoRestartEligible(
  instance: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now: Date,
): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const until = instance.autoRestartCooldownExpiration
  return !until || until.getTime() <= now.getTime()
}
