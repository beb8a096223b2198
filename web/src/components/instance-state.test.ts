import { describe, expect, it } from 'vitest'
import type { DiskState, InstanceState } from '~/api/__generated__/Api'
import {
  autoRestartEligible,
  diskCan,
  diskDisabledReason,
  instanceCan,
  instanceDisabledReason,
  isTransitionalDisk,
  isTransitionalInstance,
  statesText,
} from './instance-state'

const INSTANCE_STATES: InstanceState[] = [
  'running',
  'stopped',
  'failed',
  'destroyed',
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'repairing',
  'stopping',
]

const DISK_STATES: DiskState['state'][] = [
  'attached',
  'attaching',
  'creating',
  'detaching',
  'detached',
  'destroyed',
  'faulted',
  'maintenance',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
]

// Written out from the spec tables on purpose, rather than derived from the implementation.
const instanceTable: [keyof typeof instanceCan, InstanceState[]][] = [
  ['start', ['stopped', 'failed']],
  ['delete', ['stopped', 'failed']],
  ['resize', ['stopped', 'failed', 'creating']],
  ['updateBootDisk', ['stopped', 'failed', 'creating']],
  ['reboot', ['running']],
  ['stop', ['running', 'starting', 'rebooting', 'failed']],
  ['detachDisk', ['creating', 'stopped', 'failed']],
  ['attachDisk', ['creating', 'stopped']],
  ['updateNic', ['stopped']],
  ['serialConsole', ['running', 'rebooting', 'migrating', 'repairing']],
  ['addToAffinityGroup', ['stopped']],
]

const diskTable: [keyof typeof diskCan, DiskState['state'][]][] = [
  ['delete', ['detached', 'faulted']],
  ['snapshot', ['attached', 'detached']],
  ['attach', ['creating', 'detached']],
  ['detach', ['attached']],
  ['setAsBootDisk', ['attached']],
]

describe('instance action table', () => {
  it('covers every action', () => {
    expect(Object.keys(instanceCan).sort()).toEqual(instanceTable.map(([a]) => a).sort())
  })
  for (const [action, allowed] of instanceTable) {
    it.each(INSTANCE_STATES)(`${action} in %s`, (state) => {
      expect(instanceCan[action](state)).toBe(allowed.includes(state))
    })
  }
})

describe('disk action table', () => {
  it('covers every action', () => {
    expect(Object.keys(diskCan).sort()).toEqual(diskTable.map(([a]) => a).sort())
  })
  for (const [action, allowed] of diskTable) {
    it.each(DISK_STATES)(`${action} in %s`, (state) => {
      expect(diskCan[action](state)).toBe(allowed.includes(state))
    })
  }
})

describe('transitional states', () => {
  it('instances', () => {
    expect(INSTANCE_STATES.filter(isTransitionalInstance)).toEqual([
      'creating',
      'starting',
      'rebooting',
      'migrating',
      'stopping',
    ])
  })
  it('disks', () => {
    expect(DISK_STATES.filter(isTransitionalDisk)).toEqual([
      'attaching',
      'creating',
      'detaching',
      'finalizing',
    ])
  })
})

describe('disabled reasons', () => {
  it('names the allowed states', () => {
    expect(instanceDisabledReason('start', 'running', 'be started')).toBe(
      'Only a stopped or failed instance can be started',
    )
    expect(instanceDisabledReason('start', 'stopped', 'be started')).toBeUndefined()
    expect(diskDisabledReason('delete', 'attached', 'be deleted')).toBe(
      'Only a detached or faulted disk can be deleted',
    )
  })
  it('joins lists readably', () => {
    expect(statesText(['a'])).toBe('a')
    expect(statesText(['a', 'b', 'c'])).toBe('a, b or c')
    expect(statesText(['import_ready'])).toBe('import ready')
  })
})

describe('autoRestartEligible', () => {
  const now = new Date('2025-01-01T12:00:00Z')
  const failed = { runState: 'failed' as const, autoRestartEnabled: true }

  it('needs a failed instance', () => {
    expect(autoRestartEligible({ ...failed, runState: 'running' }, now)).toBe(false)
  })
  it('needs auto-restart enabled', () => {
    expect(autoRestartEligible({ ...failed, autoRestartEnabled: false }, now)).toBe(false)
  })
  it('is eligible with no cooldown set', () => {
    expect(autoRestartEligible(failed, now)).toBe(true)
    expect(autoRestartEligible({ ...failed, autoRestartCooldownExpiration: null }, now)).toBe(true)
  })
  it('waits for the cooldown to pass', () => {
    const future = new Date('2025-01-01T12:05:00Z')
    const past = new Date('2025-01-01T11:55:00Z')
    expect(autoRestartEligible({ ...failed, autoRestartCooldownExpiration: future }, now)).toBe(false)
    expect(autoRestartEligible({ ...failed, autoRestartCooldownExpiration: past }, now)).toBe(true)
    expect(autoRestartEligible({ ...failed, autoRestartCooldownExpiration: now }, now)).toBe(true)
  })
})
