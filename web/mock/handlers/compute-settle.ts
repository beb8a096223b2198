import type * as Api from '~/api/__generated__/Api'
import { db } from '~mock/db'
import { now } from '~mock/toolkit/time'
import { after } from '~mock/toolkit/timers'

/** Where each transitional run state of the seed ends up, as it would on a real rack. */
const SETTLES_TO: Partial<Record<Api.InstanceState, Api.InstanceState>> = {
  creating: 'running',
  starting: 'running',
  rebooting: 'running',
  migrating: 'running',
  repairing: 'running',
  stopping: 'stopped',
}

/**
 * The seed shows instances, disks and snapshots mid-change; in the preview and the standalone server they
 * settle after a while (staggered), so lists stop polling and the data looks like a live rack. Node tests do
 * not call this, so the seed they assert on stays put.
 */
export function settleSeededTransitions(firstMs = 25_000, stepMs = 4_000): void {
  let wait = firstMs
  for (const instance of db.instances) {
    const target = SETTLES_TO[instance.run_state]
    if (!target) continue
    const from = instance.run_state
    after(wait, () => {
      if (instance.run_state !== from) return
      instance.run_state = target
      instance.time_run_state_updated = now()
    })
    wait += stepMs
  }
  for (const disk of db.disks) {
    if (disk.state.state !== 'creating') continue
    after(wait, () => {
      if (disk.state.state === 'creating') disk.state = { state: 'detached' }
    })
    wait += stepMs
  }
  for (const snapshot of db.snapshots) {
    if (snapshot.state !== 'creating') continue
    after(wait, () => {
      if (snapshot.state === 'creating') snapshot.state = 'ready'
    })
    wait += stepMs
  }
}
