// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { poolItems } from './pool-items'

const when = new Date('2024-06-01T00:00:00Z')
const pool = (name: string, description: string, isDefault: boolean): SiloIpPool => ({
  id: `${name}-id`,
  name,
  description,
  isDefault,
  timeCreated: when,
  timeModified: when,
})

describe('poolItems', () => {
  it('offers each pool by name, with its description, the default one marked', () => {
    expect(poolItems([pool('default', 'The silo default', true), pool('ipv6-pool', '', false)])).toEqual([
      { value: 'default', label: 'default', description: 'The silo default', isDefault: true },
      { value: 'ipv6-pool', label: 'ipv6-pool', description: undefined, isDefault: false },
    ])
  })
})
