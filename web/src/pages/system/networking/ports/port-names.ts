import type { SwitchPort } from '~/api/__generated__/Api'
import type { PortSelector } from '~/pages/system/networking/queries'
import { CONSOLE_LOCALE } from '~/util/locale'

/** The selector the API's port calls and the port's URL take. */
export const selectorOf = (port: SwitchPort): PortSelector => ({
  rackId: port.rackId,
  switchLocation: port.switchLocation,
  port: port.portName,
})

/** `switch0/qsfp0`: the switch's slot, then the port, as operators and the rack's cabling name them. */
export const portLabel = ({ switchLocation, port }: Pick<PortSelector, 'switchLocation' | 'port'>) =>
  `${switchLocation}/${port}`

const SLOTS: Record<string, string> = { switch0: 'upper slot', switch1: 'lower slot' }

/** `switch0 (upper slot)`: where the switch sits in the rack. */
export const slotLabel = (switchLocation: string) =>
  SLOTS[switchLocation] ? `${switchLocation} (${SLOTS[switchLocation]})` : switchLocation

const natural = new Intl.Collator(CONSOLE_LOCALE, { numeric: true })

/** By rack, then switch, then port number: qsfp2 before qsfp10. */
export function comparePorts(a: SwitchPort, b: SwitchPort): number {
  return (
    natural.compare(a.rackId, b.rackId) ||
    natural.compare(a.switchLocation, b.switchLocation) ||
    natural.compare(a.portName, b.portName)
  )
}
