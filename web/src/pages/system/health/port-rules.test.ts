import { describe, expect, it } from 'vitest'
import type { SwitchPort } from '~/api/__generated__/Api'
import { portItems, portsChecked } from './port-rules'

const port = (switchLocation: string, portName: string): SwitchPort => ({
  id: `${switchLocation}-${portName}`,
  portName,
  portSettingsId: 'settings',
  rackId: 'rack-1',
  switchLocation,
})

const status = (linkState: unknown) => ({ link: { portId: 'qsfp1', linkState, fsmState: 'LinkTraining' } })

describe('switch ports that need attention', () => {
  it('makes a link that is down critical and one in another state a warning, linking to the port', () => {
    const items = portItems([
      { port: port('switch0', 'qsfp0'), status: status('Up') },
      { port: port('switch1', 'qsfp1'), status: status('Down') },
      { port: port('switch1', 'qsfp2'), status: status({ Faulted: 'LinkFlap' }) },
      { port: port('switch1', 'qsfp3'), status: {} },
    ])
    expect(items.map((i) => [i.severity, i.title])).toEqual([
      ['critical', 'Link down on switch port switch1/qsfp1'],
      ['warning', 'Switch port switch1/qsfp2 reports Faulted: LinkFlap'],
    ])
    expect(items[0].link).toEqual({
      to: '/system/networking/ports/rack-1/switch1/qsfp1',
      label: 'Open port switch1/qsfp1',
    })
    expect(items[0].when).toBeNull()
  })

  it('says how many ports with settings it checked, of all', () => {
    expect(portsChecked([{ port: port('switch0', 'qsfp0'), status: status('Up') }], 64)).toBe(
      '1 switch port with settings, of 64',
    )
  })
})
