import { describe, expect, it } from 'vitest'
import type { PhysicalDisk, Sled } from '~/api/__generated__/Api'
import { hardwareChecked, hardwareItems } from './hardware-rules'

const changed = new Date('2026-09-12T08:45:00Z')

const sled = (serial: string, over: Partial<Sled> = {}): Sled => ({
  id: `sled-${serial}`,
  baseboard: { serial, part: '913-0000019', revision: 6 },
  policy: { kind: 'in_service', provisionPolicy: 'provisionable' },
  rackId: 'rack',
  state: 'active',
  timeCreated: new Date('2024-01-05T17:20:00Z'),
  timeModified: changed,
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024 ** 4,
  ...over,
})

const disk = (serial: string, sledId: string | null, over: Partial<PhysicalDisk> = {}): PhysicalDisk => ({
  id: `disk-${serial}`,
  formFactor: 'u2',
  model: 'WUS4C6432DSP3X3',
  policy: { kind: 'in_service' },
  serial,
  sledId,
  state: 'active',
  timeCreated: new Date('2024-01-05T17:20:00Z'),
  timeModified: changed,
  vendor: '1b96',
  ...over,
})

const expunged = { policy: { kind: 'expunged' as const }, state: 'decommissioned' as const }

describe('sleds and physical disks that need attention', () => {
  it('finds nothing in a rack whose sleds and disks are all in service', () => {
    const sleds = [sled('A'), sled('B')]
    expect(hardwareItems(sleds, [disk('d1', 'sled-A'), disk('d2', 'sled-B')])).toEqual([])
    expect(hardwareChecked(sleds, [disk('d1', 'sled-A')])).toBe('2 sleds and 1 physical disk')
  })

  it('warns of a sled that takes no new instances, linking to its page, with when it last changed', () => {
    const [item] = hardwareItems(
      [sled('BRM17', { policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } })],
      [],
    )
    expect(item).toMatchObject({
      severity: 'warning',
      title: 'Sled BRM17 is not provisionable',
      when: { label: 'Last changed', date: changed },
      link: { to: '/system/inventory/sleds/sled-BRM17/instances', label: 'Open sled BRM17' },
    })
  })

  it('tells of an expunged sled with its disks, once, and warns while it is still being decommissioned', () => {
    const sleds = [sled('GONE', expunged), sled('GOING', { policy: { kind: 'expunged' } })]
    const disks = [disk('g1', 'sled-GONE', expunged), disk('g2', 'sled-GONE', expunged)]
    const items = hardwareItems(sleds, disks)
    expect(items.map((i) => [i.severity, i.title])).toEqual([
      ['notice', 'Sled GONE is out of service'],
      ['warning', 'Sled GOING is being removed from service'],
    ])
    expect(items[0].detail).toContain('with its 2 physical disks')
  })

  it('tells of a disk out of service in a sled that is not, linking to the disks of its sled', () => {
    const items = hardwareItems(
      [sled('HOME')],
      [disk('bad', 'sled-HOME', expunged), disk('leaving', 'sled-HOME', { policy: { kind: 'expunged' } })],
    )
    expect(items.map((i) => [i.severity, i.title])).toEqual([
      ['notice', 'Physical disk bad of sled HOME is out of service'],
      ['warning', 'Physical disk leaving of sled HOME is being removed from service'],
    ])
    expect(items[0].link).toEqual({
      to: '/system/inventory/sleds/sled-HOME/disks',
      label: 'Open the disks of sled HOME',
    })
  })

  it('links a disk in no sled to the physical disks', () => {
    const [item] = hardwareItems([], [disk('loose', null, expunged)])
    expect(item.link).toEqual({ to: '/system/inventory/disks', label: 'Open the physical disks' })
  })
})
