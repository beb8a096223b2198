// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { InstanceState } from '~/api/__generated__/Api'
import {
  autoRestartEligible,
  instanceCan,
  instanceDisabledReason,
  isTransitionalInstance,
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

// Written out from the product's state tables on purpose, rather than derived from the implementation.
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

describe('transitional instance states', () => {
  it('are creating, starting, rebooting, migrating and stopping', () => {
    expect(INSTANCE_STATES.filter(isTransitionalInstance)).toEqual([
      'creating',
      'starting',
      'rebooting',
      'migrating',
      'stopping',
    ])
  })
})

describe('instance disabled reasons', () => {
  it('names the allowed states', () => {
    expect(instanceDisabledReason('start', 'running', 'be started')).toBe(
      'Only a stopped or failed instance can be started',
    )
    expect(instanceDisabledReason('start', 'stopped', 'be started')).toBeUndefined()
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
