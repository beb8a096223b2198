import type { SwitchPort } from '~/api/__generated__/Api'
import { readLinkStatus } from '~/components/switch-ports/link-status'
import { pb } from '~/util/paths'
import { count, type HealthItem } from './health-item'

/** A configured port and what its switch reports of it (the switch's own shape: the API promises nothing of it). */
export type PortReport = { port: SwitchPort; status: unknown }

const portName = (port: SwitchPort) => `${port.switchLocation}/${port.portName}`

/**
 * Ports with settings applied whose link is not up: down is critical (nothing passes), any other state the switch
 * reports (a fault) a warning. A port without settings has no link to report and is not judged. The switch
 * reports no time for its link state, so there is no since.
 */
export function portItems(reports: readonly PortReport[]): HealthItem[] {
  return reports.flatMap(({ port, status }) => {
    const { condition, state } = readLinkStatus(status)
    if (!condition || condition === 'up') return []
    const down = condition === 'down'
    const name = portName(port)
    return [
      {
        key: `port ${port.rackId} ${name}`,
        severity: down ? ('critical' as const) : ('warning' as const),
        title: down ? `Link down on switch port ${name}` : `Switch port ${name} reports ${state}`,
        detail: down
          ? 'Settings are applied to the port, but its switch reports no link: check the cable and the device at the other end.'
          : 'Settings are applied to the port, but its switch reports its link in this state rather than up.',
        when: null,
        link: {
          to: pb.switchPort({
            rackId: port.rackId,
            switchLocation: port.switchLocation,
            port: port.portName,
          }),
          label: `Open port ${name}`,
        },
      },
    ]
  })
}

export const portsChecked = (reports: readonly PortReport[], all: number) =>
  `${count(reports.length, 'switch port')} with settings, of ${all}`
