import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { ensureUniqueName, selects } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { blockContaining, lookupAddressLot } from './hardware-address-lots'
import { findBgpConfig } from './hardware-bgp-sessions'
import { lookupPortSettings } from './hardware-switches'

function identity(s: Json<Api.SwitchPortSettings>): Json<Api.SwitchPortSettingsIdentity> {
  const { id, name, description, time_created, time_modified } = s
  return { id, name, description, time_created, time_modified }
}

/** Expands a create request into the stored view, resolving lots, blocks, BGP configs and groups. */
function build(body: Json<Api.SwitchPortSettingsCreate>): Json<Api.SwitchPortSettings> {
  const id = crypto.randomUUID()
  const base = { port_settings_id: id }
  const linkNames = new Set(body.links.map((l) => l.link_name))
  const requireLink = (name: string) => {
    if (!linkNames.has(name)) throw badRequest(`link "${name}" is not one of the links of these settings`)
    return name
  }

  const interfaces = (body.interfaces ?? []).map((i) => ({
    ...base,
    id: crypto.randomUUID(),
    interface_name: requireLink(i.link_name),
    kind: i.kind.type,
    v6_enabled: i.v6_enabled,
    vid: i.kind.type === 'vlan' ? i.kind.vid : null,
  }))

  const time = now()
  return {
    id,
    name: body.name,
    description: body.description,
    time_created: time,
    time_modified: time,
    port: { ...base, geometry: body.port_config.geometry },
    groups: (body.groups ?? []).map((g) => ({ ...base, port_settings_group_id: lookupPortSettings(g).id })),
    links: body.links.map((l) => ({
      ...base,
      link_name: l.link_name,
      mtu: l.mtu,
      speed: l.speed,
      fec: l.fec ?? null,
      autoneg: l.autoneg,
      tx_eq_config: l.tx_eq ?? null,
      lldp_link_config: { ...l.lldp, id: crypto.randomUUID() },
    })),
    interfaces: interfaces.map(({ vid: _, ...i }) => i),
    vlan_interfaces: interfaces.flatMap((i) =>
      i.vid === null ? [] : [{ interface_config_id: i.id, vlan_id: i.vid }],
    ),
    routes: (body.routes ?? []).flatMap((rc) =>
      rc.routes.map((r) => ({
        ...base,
        interface_name: requireLink(rc.link_name),
        dst: r.dst,
        gw: r.gw,
        rib_priority: r.rib_priority ?? null,
        vlan_id: r.vid ?? null,
      })),
    ),
    addresses: body.addresses.flatMap((ac) =>
      ac.addresses.map((a) => {
        const lot = lookupAddressLot(a.address_lot)
        const block = blockContaining(lot, a.address.split('/')[0])
        return {
          ...base,
          address: a.address,
          address_lot_id: lot.id,
          address_lot_name: lot.name,
          address_lot_block_id: block.id,
          interface_name: requireLink(ac.link_name),
          vlan_id: a.vlan_id ?? null,
        }
      }),
    ),
    bgp_peers: (body.bgp_peers ?? []).flatMap((pc) =>
      pc.peers.map((peer) => {
        requireLink(pc.link_name)
        const config = findBgpConfig(peer.bgp_config)
        if (!config) throw badRequest(`BGP config "${peer.bgp_config}" does not exist`)
        return { ...peer, bgp_config: config.id }
      }),
    ),
  }
}

export const portSettingsHandlers = {
  networkingSwitchPortSettingsList({ query, ...ctx }) {
    fleetUser(ctx)
    const selector = query.portSettings
    const matches = selector ? db.switchPortSettings.filter(selects(selector)) : db.switchPortSettings
    return paginated(query, matches.map(identity))
  },

  networkingSwitchPortSettingsCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    ensureUniqueName(db.switchPortSettings, 'switch-port-settings', body.name)
    const settings = build(body)
    db.switchPortSettings.push(settings)
    return created(settings)
  },

  networkingSwitchPortSettingsView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupPortSettings(path.port)
  },

  networkingSwitchPortSettingsDelete({ query, ...ctx }) {
    fleetUser(ctx, 'admin')
    if (!query.portSettings) throw badRequest('port_settings is required')
    const settings = lookupPortSettings(query.portSettings)
    const port = db.switchPorts.find((p) => p.port_settings_id === settings.id)
    if (port) {
      throw badRequest(
        `switch port settings "${settings.name}" are applied to ${port.switch_location}/${port.port_name}`,
      )
    }
    db.switchPortSettings = db.switchPortSettings.filter((s) => s !== settings)
    return 204
  },
} satisfies Partial<MSWHandlers>
