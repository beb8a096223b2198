// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SwitchPort } from '~/api/__generated__/Api'
import { comparePorts, portLabel, slotLabel } from './port-names'

const port = (switchLocation: string, portName: string, rackId = 'r1'): SwitchPort => ({
  id: `${switchLocation}-${portName}`,
  rackId,
  switchLocation,
  portName,
})

describe('switch port names', () => {
  it('name a port by its switch and its own name, and a switch by its slot', () => {
    expect(portLabel({ switchLocation: 'switch1', port: 'qsfp7' })).toBe('switch1/qsfp7')
    expect(slotLabel('switch0')).toBe('switch0 (upper slot)')
    expect(slotLabel('switch1')).toBe('switch1 (lower slot)')
    expect(slotLabel('switch9')).toBe('switch9')
  })

  it('sort by rack, switch, then port number', () => {
    const ports = [
      port('switch1', 'qsfp0'),
      port('switch0', 'qsfp10'),
      port('switch0', 'qsfp2'),
      port('switch0', 'qsfp0', 'r0'),
    ]
    expect(ports.sort(comparePorts).map((p) => `${p.rackId} ${p.id}`)).toEqual([
      'r0 switch0-qsfp0',
      'r1 switch0-qsfp2',
      'r1 switch0-qsfp10',
      'r1 switch1-qsfp0',
    ])
  })
})
