import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { apiError, badRequest } from '~mock/errors'
import { PORTS_WITHOUT_CABLE } from '~mock/fixtures/hardware/switches'
import { lookupById, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { msBeforeNow, now } from '~mock/toolkit/time'

const SWITCH_LOCATIONS = ['switch0', 'switch1'] as const

export function requireSwitchLocation(location: string): 'switch0' | 'switch1' {
  const found = SWITCH_LOCATIONS.find((l) => l === location)
  if (!found) throw badRequest(`switch location must be switch0 or switch1, not "${location}"`)
  return found
}

/** How long a link takes to train after settings are applied; BGP and BFD come up on top of it. */
export const LINK_UP_AFTER_MS = 2_500

type PortSelector = { rackId: string; switchLocation: string; port: string }

export function lookupSwitchPort({ rackId, switchLocation, port }: PortSelector): Json<Api.SwitchPort> {
  lookupById(db.racks, 'rack', rackId)
  const location = requireSwitchLocation(switchLocation)
  const found = db.switchPorts.find(
    (p) => p.rack_id === rackId && p.switch_location === location && p.port_name === port,
  )
  if (!found) throw apiError(404, 'ObjectNotFound', `not found: switch-port with name "${port}"`)
  return found
}

export function lookupPortSettings(selector: string): Json<Api.SwitchPortSettings> {
  return lookupByNameOrId(db.switchPortSettings, 'switch-port-settings', selector)
}

/** Milliseconds since settings were applied to the port, or null if it has none. */
export function upFor(port: Json<Api.SwitchPort>): number | null {
  const applied = db.switchPortApplied[port.id]
  return port.port_settings_id && applied ? Date.now() - Date.parse(applied) : null
}

/** The first link of the port's settings, which is where its LLDP service is configured. */
function configuredLink(port: Json<Api.SwitchPort>) {
  const settings = db.switchPortSettings.find((s) => s.id === port.port_settings_id)
  const link = settings?.links[0]
  if (!link) throw apiError(404, 'ObjectNotFound', `not found: link on switch port "${port.port_name}"`)
  return link
}

const SPEEDS: Record<string, string> = {
  speed0_g: 'Speed0G',
  speed1_g: 'Speed1G',
  speed10_g: 'Speed10G',
  speed25_g: 'Speed25G',
  speed40_g: 'Speed40G',
  speed50_g: 'Speed50G',
  speed100_g: 'Speed100G',
  speed200_g: 'Speed200G',
  speed400_g: 'Speed400G',
}

/** What the switch daemon reports for a link: opaque to the API, shown as-is by the console. */
function linkState(port: Json<Api.SwitchPort>): Json<Api.SwitchLinkState> {
  const link = configuredLink(port)
  // a port with nothing plugged in keeps waiting for a signal however long its settings have been applied
  const up = !PORTS_WITHOUT_CABLE.has(port.id) && (upFor(port) ?? 0) >= LINK_UP_AFTER_MS
  const n = Number(port.port_name.replace(/\D/g, ''))
  return {
    link: {
      port_id: port.port_name,
      link_id: 0,
      tag: `${port.port_name}/0`,
      asic_id: n,
      media: 'Optical',
      enabled: true,
      kr: false,
      autoneg: link.autoneg,
      speed: SPEEDS[link.speed],
      fec: (link.fec ?? 'none').toUpperCase(),
      mac: `a8:40:25:05:${port.switch_location === 'switch0' ? '0a' : '0b'}:${n.toString(16).padStart(2, '0')}`,
      ipv6_enabled: false,
      link_state: up ? 'Up' : 'Down',
      fsm_state: up ? 'LinkUp' : 'LinkTraining',
    },
    // optics report their levels once the link is up
    ...(up && {
      monitors: {
        receiver_power: [0.71, 0.69, 0.74, 0.7].map((mw) => ({ Average: mw })),
        transmitter_bias_current: [7.3, 7.1, 7.4, 7.2],
        transmitter_power: [0.82, 0.8, 0.83, 0.81],
      },
    }),
  }
}

export const switchHandlers = {
  switchList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.switches)
  },

  switchView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupById(db.switches, 'switch', path.switchId)
  },

  networkingSwitchPortList({ query, ...ctx }) {
    fleetUser(ctx)
    const ports = query.switchPortId
      ? db.switchPorts.filter((p) => p.id === query.switchPortId)
      : db.switchPorts
    return paginated(query, ports)
  },

  networkingSwitchPortStatus({ path, query, ...ctx }) {
    fleetUser(ctx)
    return linkState(lookupSwitchPort({ ...query, port: path.port }))
  },

  networkingSwitchPortApplySettings({ path, query, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const port = lookupSwitchPort({ ...query, port: path.port })
    port.port_settings_id = lookupPortSettings(body.port_settings).id
    db.switchPortApplied[port.id] = now()
    return 204
  },

  networkingSwitchPortClearSettings({ path, query, ...ctx }) {
    fleetUser(ctx, 'admin')
    const port = lookupSwitchPort({ ...query, port: path.port })
    port.port_settings_id = null
    delete db.switchPortApplied[port.id]
    return 204
  },

  networkingSwitchPortLldpConfigView({ path, query, ...ctx }) {
    fleetUser(ctx)
    const link = configuredLink(lookupSwitchPort({ ...query, port: path.port }))
    if (!link.lldp_link_config) {
      throw apiError(404, 'ObjectNotFound', `not found: lldp-link-config for link "${link.link_name}"`)
    }
    return link.lldp_link_config
  },

  networkingSwitchPortLldpConfigUpdate({ path, query, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const link = configuredLink(lookupSwitchPort({ ...query, port: path.port }))
    link.lldp_link_config = { ...body, id: link.lldp_link_config?.id ?? body.id }
    return 204
  },

  networkingSwitchPortLldpNeighbors({ path, query, ...ctx }) {
    fleetUser(ctx)
    const port = lookupSwitchPort(path)
    // advertisements arrive every 30 seconds or so
    const lastSeen = msBeforeNow(12_000)
    const neighbors = db.lldpNeighbors
      .filter((row) => row.port_id === port.id)
      .map((row) => ({ ...row.neighbor, last_seen: lastSeen }))
    return paginated(query, neighbors, { key: (n) => n.chassis_id })
  },
} satisfies Partial<MSWHandlers>
