import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { now } from '~mock/toolkit/time'
import { after, alive } from '~mock/toolkit/timers'
import { recordRunState } from './compute-run-history'
import { isOnASled, leaveSled, placeOnASled } from './hardware-racks'

type Instance = Json<Api.Instance>
type State = Api.InstanceState

/**
 * The run states in which each action is allowed. Changing an instance's hardware (its size, boot disk, disks
 * or network interfaces) needs it without a running VMM, some of it only while stopped; starting needs it
 * stopped or failed, rebooting needs it running, and the serial console needs the guest up.
 */
export const ALLOWED = {
  start: ['stopped', 'failed'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  reboot: ['running'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  'change the boot disk of': ['stopped', 'failed', 'creating'],
  'attach a disk to': ['creating', 'stopped'],
  'detach a disk from': ['creating', 'stopped', 'failed'],
  'change the network interfaces of': ['stopped'],
  'open the serial console of': ['running', 'rebooting', 'migrating', 'repairing'],
  'change the external IPs of': ['running', 'stopped'],
} satisfies Record<string, State[]>

export type InstanceAction = keyof typeof ALLOWED

const list = (states: readonly string[]) =>
  states.length === 1 ? states[0] : `${states.slice(0, -1).join(', ')} or ${states.at(-1)}`

/** 400 unless the instance is in a state that allows `action`. */
export function requireState(instance: Instance, action: InstanceAction): void {
  const allowed: readonly State[] = ALLOWED[action]
  if (!allowed.includes(instance.run_state)) {
    throw badRequest(
      `cannot ${action} instance "${instance.name}" while it is ${instance.run_state}; it must be ${list(allowed)}`,
    )
  }
}

export function setRunState(instance: Instance, state: State): void {
  const wasOnASled = isOnASled(instance.run_state)
  instance.run_state = state
  instance.time_run_state_updated = now()
  recordRunState(instance)
  // the VMM comes up on a sled or goes away, which is what the sled's instance list shows
  if (!wasOnASled && isOnASled(state)) placeOnASled(instance)
  if (wasOnASled && !isOnASled(state)) leaveSled(instance.id)
}

/** Enter `via` now and `to` after `ms`, unless something else moved the instance on (or deleted it) meanwhile. */
export function transition(instance: Instance, via: State, to: State, ms: number): void {
  setRunState(instance, via)
  after(ms, () => {
    if (alive(db.instances, instance) && instance.run_state === via) setRunState(instance, to)
  })
}
