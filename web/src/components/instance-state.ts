/**
 * Which instance actions each run state allows, and which states are on their way to another. Buttons, row
 * actions, pickers and tests all read these rules.
 */
import type { Instance, InstanceState } from '~/api/__generated__/Api'
import { stateRules } from './state-rules'

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

/** The run states in which each instance action is allowed. */
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

const rules = stateRules('instance', INSTANCE_ACTION_STATES)
export const instanceCan = rules.can
/** "Only a stopped or failed instance can be started" style reason, or undefined when allowed. */
export const instanceDisabledReason = rules.disabledReason

const TRANSITIONAL_INSTANCE_STATES: readonly InstanceState[] = [
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
]

/** Transitional states show a spinner and keep lists polling. */
export const isTransitionalInstance = (s: InstanceState) => TRANSITIONAL_INSTANCE_STATES.includes(s)

/**
 * A failed instance is eligible for auto-restart when auto-restart is enabled and either no cooldown
 * expiration is set or it has passed.
 */
export function autoRestartEligible(
  instance: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now: Date,
): boolean {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const until = instance.autoRestartCooldownExpiration
  return !until || until.getTime() <= now.getTime()
}
