import type { SwitchPort } from '~/api/__generated__/Api'
import { listQuery, query } from '~/api/query'

// The reads of the rack's networking pages, in one module: the route table every page loads holds it once.

// Switches and their ports

/** The rack's switches: at most two a rack, read whole. */
export const switchList = () => listQuery('switchList', { query: {} })

/** Every switch port of every rack: 32 QSFP ports a switch, read whole and sorted in the browser. */
export const switchPortList = () => listQuery('networkingSwitchPortList', { query: {} })

/** The port settings there are, to choose among when applying settings to a port. */
export const portSettingsList = () => listQuery('networkingSwitchPortSettingsList', { query: {} })

/** Port settings by name or id (the API names the path param `port`, though it names the settings). */
export const portSettingsView = (settings: string) =>
  query('networkingSwitchPortSettingsView', { path: { port: settings } })

/** A switch port as the API names it: its rack, its switch's slot (switch0 or switch1) and its own name. */
export type PortSelector = { rackId: string; switchLocation: string; port: string }

const onPort = ({ rackId, switchLocation, port }: PortSelector) => ({
  path: { port },
  query: { rackId, switchLocation },
})

/** What the switch reports of the port's link: its shape is the switch's own, not the API's (see link-status). */
export const portStatus = (p: PortSelector) => query('networkingSwitchPortStatus', onPort(p))

/** The LLDP configuration of the port's link, which comes with the settings applied to it. */
export const portLldpConfig = (p: PortSelector) => query('networkingSwitchPortLldpConfigView', onPort(p))

/** What the port hears over LLDP: the device at the other end of its cable, if it speaks LLDP. */
export const portLldpNeighbors = ({ rackId, switchLocation, port }: PortSelector) =>
  listQuery('networkingSwitchPortLldpNeighbors', { path: { rackId, switchLocation, port }, query: {} })

/** The params of the port's writes: the path names the port, the query its rack and switch. */
export const portWriteParams = onPort

/** The port a list of ports holds under the selector, or undefined. */
export const findPort = (ports: readonly SwitchPort[], { rackId, switchLocation, port }: PortSelector) =>
  ports.find((p) => p.rackId === rackId && p.switchLocation === switchLocation && p.portName === port)

// Access to the rack's API

/** Who may reach the rack's API and external DNS: any address, or a list of them. */
export const allowList = query('networkingAllowListView', {})

/** Whether the rack's API services take in the ICMP messages Path MTU discovery needs. */
export const inboundIcmp = query('networkingInboundIcmpView', {})
