// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LldpNeighbor } from '~/api/__generated__/Api'
import { formatManagementAddress, lastHeard, neighborName } from './neighbor-format'

const neighbor = (fields: Partial<LldpNeighbor>): LldpNeighbor => ({
  chassisId: '44:4c:a8:3e:91:0a',
  firstSeen: new Date(0),
  lastSeen: new Date(0),
  linkName: 'Ethernet49/1',
  localPort: 'qsfp0',
  managementIp: [],
  ...fields,
})

describe('an LLDP neighbour, in words', () => {
  it('is named by its system name, or its chassis id when it gives none', () => {
    expect(neighborName(neighbor({ systemName: 'core-rtr-a' }))).toBe('core-rtr-a')
    expect(neighborName(neighbor({ systemName: null }))).toBe('44:4c:a8:3e:91:0a')
  })

  it('gives its management addresses as IP addresses or MAC addresses', () => {
    expect(formatManagementAddress({ addr: { ipAddr: '10.0.0.1' }, interfaceNum: { ifIndex: 1 } })).toBe(
      '10.0.0.1',
    )
    expect(
      formatManagementAddress({
        addr: { iEEE802: [0xa8, 0x40, 0x25, 0, 0x0a, 1] },
        interfaceNum: { unknown: 0 },
      }),
    ).toBe('a8:40:25:00:0a:01')
  })

  it('was last heard when its text says, as it comes', () => {
    const raw = neighbor({ lastSeen: '2025-10-08T12:00:00Z' as unknown as Date })
    expect(lastHeard(raw).toISOString()).toBe('2025-10-08T12:00:00.000Z')
  })
})
