import { describe, expect, it } from 'vitest'
import type { PhysicalDisk, Rack, Sled, Switch } from '~/api/__generated__/Api'
import { breakdown, summarizeRacks } from './rack-summary'

const time = new Date('2024-01-05T17:20:00Z')
const rack = (id: string): Rack => ({ id, timeCreated: time, timeModified: time })
const baseboard = { part: '913-0000019', revision: 6, serial: 'BRM1' }

function sled(id: string, rackId: string, policy: Sled['policy']): Sled {
  return {
    id,
    rackId,
    baseboard,
    policy,
    state: policy.kind === 'expunged' ? 'decommissioned' : 'active',
    usableHardwareThreads: 128,
    usablePhysicalRam: 1024 ** 4,
    timeCreated: time,
    timeModified: time,
  }
}

function disk(id: string, sledId: string | null, expunged = false): PhysicalDisk {
  return {
    id,
    sledId,
    formFactor: 'u2',
    model: 'm',
    vendor: 'v',
    serial: id,
    policy: { kind: expunged ? 'expunged' : 'in_service' },
    state: expunged ? 'decommissioned' : 'active',
    timeCreated: time,
    timeModified: time,
  }
}

const sw = (id: string, rackId: string, serial: string): Switch => ({
  id,
  rackId,
  baseboard: { ...baseboard, serial },
  timeCreated: time,
  timeModified: time,
})

describe('summarizeRacks', () => {
  it("counts each rack's own sleds by policy, the capacity of those in service, disks and switches (by serial)", () => {
    const [a, b] = summarizeRacks(
      [rack('a'), rack('b')],
      [
        sled('s1', 'a', { kind: 'in_service', provisionPolicy: 'provisionable' }),
        sled('s2', 'a', { kind: 'in_service', provisionPolicy: 'non_provisionable' }),
        sled('s3', 'a', { kind: 'expunged' }),
        sled('s4', 'b', { kind: 'in_service', provisionPolicy: 'provisionable' }),
      ],
      [disk('d1', 's1'), disk('d2', 's3', true), disk('d3', 's4'), disk('d4', null)],
      [sw('w1', 'a', 'BRM2'), sw('w2', 'a', 'BRM1'), sw('w3', 'b', 'BRM3')],
    )
    expect(a.sleds).toEqual({ total: 3, provisionable: 1, nonProvisionable: 1, expunged: 1 })
    // the expunged sled's threads and memory are not usable
    expect(a.threads).toBe(256)
    expect(a.ram).toBe(2 * 1024 ** 4)
    expect(a.disks).toEqual({ total: 2, inService: 1, expunged: 1 })
    expect(a.switches.map((s) => s.id)).toEqual(['w2', 'w1'])
    expect(b.sleds.total).toBe(1)
    expect(b.disks.total).toBe(1)
  })
})

describe('breakdown', () => {
  it('gives the total and its non-zero parts', () => {
    expect(
      breakdown(12, [
        ['provisionable', 10],
        ['non-provisionable', 1],
        ['expunged', 1],
      ]),
    ).toBe('12: 10 provisionable, 1 non-provisionable, 1 expunged')
    expect(
      breakdown(1200, [
        ['in service', 1200],
        ['expunged', 0],
      ]),
    ).toBe('1,200: 1,200 in service')
    expect(breakdown(0, [['in service', 0]])).toBe('0')
  })
})
