// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { DiskState } from '~/api/__generated__/Api'
import { diskCan, diskDisabledReason, isTransitionalDisk } from './disk-state'

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

// Written out from the product's state tables on purpose, rather than derived from the implementation.
const diskTable: [keyof typeof diskCan, DiskState['state'][]][] = [
  ['delete', ['detached', 'faulted']],
  ['snapshot', ['attached', 'detached']],
  ['attach', ['creating', 'detached']],
  ['detach', ['attached']],
  ['setAsBootDisk', ['attached']],
]

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

describe('transitional disk states', () => {
  it('are attaching, creating, detaching and finalizing', () => {
    expect(DISK_STATES.filter(isTransitionalDisk)).toEqual([
      'attaching',
      'creating',
      'detaching',
      'finalizing',
    ])
  })
})

describe('disk disabled reasons', () => {
  it('names the allowed states', () => {
    expect(diskDisabledReason('delete', 'attached', 'be deleted')).toBe(
      'Only a detached or faulted disk can be deleted',
    )
  })
})
