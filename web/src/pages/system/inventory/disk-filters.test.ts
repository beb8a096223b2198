// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PhysicalDisk } from '~/api/__generated__/Api'
import { diskFiltersOf, filterDisks, isFiltered } from './disk-filters'

const disk = (over: Partial<PhysicalDisk>): PhysicalDisk => ({
  id: crypto.randomUUID(),
  formFactor: 'u2',
  model: 'WUS4C6432DSP3X3',
  serial: 'A0000000',
  vendor: '1b96',
  policy: { kind: 'in_service' },
  state: 'active',
  sledId: 'sled-a',
  timeCreated: new Date(0),
  timeModified: new Date(0),
  ...over,
})

describe('the physical disk filters', () => {
  it('come from the URL, and a value the API does not use filters nothing', () => {
    expect(diskFiltersOf(new URLSearchParams('sled=sled-a&form=m2&policy=expunged&state=active'))).toEqual({
      sled: 'sled-a',
      form: 'm2',
      policy: 'expunged',
      state: 'active',
    })
    const junk = diskFiltersOf(new URLSearchParams('sled=&form=sata&policy=gone&state=on'))
    expect(junk).toEqual({ sled: null, form: null, policy: null, state: null })
    expect(isFiltered(junk)).toBe(false)
  })

  it('keep the disks that pass every one', () => {
    const disks = [
      disk({ serial: 'u2-a' }),
      disk({ serial: 'm2-a', formFactor: 'm2' }),
      disk({ serial: 'u2-b', sledId: 'sled-b', policy: { kind: 'expunged' }, state: 'decommissioned' }),
      disk({ serial: 'loose', sledId: null }),
    ]
    const serials = (search: string) =>
      filterDisks(disks, diskFiltersOf(new URLSearchParams(search))).map((d) => d.serial)
    expect(serials('')).toEqual(['u2-a', 'm2-a', 'u2-b', 'loose'])
    expect(serials('sled=sled-a')).toEqual(['u2-a', 'm2-a'])
    expect(serials('form=u2&policy=in_service')).toEqual(['u2-a', 'loose'])
    expect(serials('state=decommissioned')).toEqual(['u2-b'])
    expect(serials('sled=sled-b&form=m2')).toEqual([])
  })
})
