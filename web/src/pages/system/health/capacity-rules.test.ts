import { describe, expect, it } from 'vitest'
import type { IpPool, SiloUtilization } from '~/api/__generated__/Api'
import { GiB } from '~/util/format'
import { poolItems, poolsChecked, quotaItems, quotasChecked } from './capacity-rules'

const pool = (name: string): IpPool => ({
  description: '',
  id: `id-${name}`,
  ipVersion: 'v4',
  name,
  poolType: 'unicast',
  timeCreated: new Date('2026-01-01T00:00:00Z'),
  timeModified: new Date('2026-01-01T00:00:00Z'),
})

describe('IP pools that are nearly full', () => {
  it('warns from 90% used, and is critical once none remain', () => {
    const items = poolItems([
      { pool: pool('below'), utilization: { capacity: 100, remaining: 11 } },
      { pool: pool('at'), utilization: { capacity: 100, remaining: 10 } },
      { pool: pool('full'), utilization: { capacity: 480, remaining: 0 } },
      { pool: pool('empty'), utilization: { capacity: 0, remaining: 0 } },
    ])
    expect(items.map((i) => [i.severity, i.title])).toEqual([
      ['warning', 'IP pool at is 90% used'],
      ['critical', 'IP pool full is full'],
    ])
    expect(items[0]).toMatchObject({
      detail: '90 of 100 addresses are allocated, 10 remain. Add a range to the pool, or free addresses.',
      when: null,
      link: { to: '/system/networking/ip-pools/at/ranges', label: 'Open IP pool at' },
    })
    expect(items[1].detail).toBe(
      '480 of 480 addresses are allocated: nothing more can be given out. Add a range to the pool, or free addresses.',
    )
    expect(poolsChecked([])).toBe('0 IP pools')
  })
})

const silo = (
  provisioned: SiloUtilization['provisioned'],
  allocated: SiloUtilization['allocated'],
): SiloUtilization => ({ siloId: 'silo-id', siloName: 'engineering', provisioned, allocated })

describe('silos near a quota', () => {
  it('warns of each resource at 90% of its quota or more, and is critical at the quota', () => {
    const items = quotaItems([
      silo(
        { cpus: 90, memory: 512 * GiB, storage: 10 * GiB },
        { cpus: 100, memory: 512 * GiB, storage: 100 * GiB },
      ),
    ])
    expect(items.map((i) => [i.severity, i.title, i.detail])).toEqual([
      ['warning', 'Silo engineering has used 90% of its CPU quota', '90 vCPUs provisioned of 100 vCPUs.'],
      [
        'critical',
        'Silo engineering has used all of its memory quota',
        '512 GiB provisioned of 512 GiB: nothing more can be provisioned until usage falls or the quota is raised.',
      ],
    ])
    expect(items[0].link).toEqual({
      to: '/system/silos/engineering/quotas',
      label: 'Open the quotas of silo engineering',
    })
  })

  it('leaves alone a quota of nothing with nothing provisioned, and counts the silos checked', () => {
    const idle = silo({ cpus: 0, memory: 0, storage: 0 }, { cpus: 0, memory: 0, storage: 0 })
    expect(quotaItems([idle])).toEqual([])
    expect(quotasChecked([idle, idle])).toBe('the quotas of 2 silos')
  })
})
