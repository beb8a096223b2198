import { invalidate } from '~/api'

/** After settings are applied or cleared, or LLDP changed: the ports, the port's link and its LLDP. */
export function refreshPort() {
  invalidate('networkingSwitchPortList')
  invalidate('networkingSwitchPortStatus')
  invalidate('networkingSwitchPortLldpConfigView')
}
