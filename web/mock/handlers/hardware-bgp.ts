import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { apiError, badRequest } from '~mock/errors'
import { parseNet } from '~mock/toolkit/ip'
import { ensureUniqueName, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { blockContaining, lookupAddressLot } from './hardware-address-lots'
import { messageHistory } from './hardware-bgp-history'
import { bgpConfigView, bgpSessions, findBgpConfig } from './hardware-bgp-sessions'

function lookupBgpConfig(selector: string) {
  return lookupByNameOrId(db.bgpConfigs, 'bgp-config', selector)
}

function lookupAnnounceSet(selector: string): Json<Api.BgpAnnounceSet> {
  return lookupByNameOrId(db.bgpAnnounceSets, 'bgp-announce-set', selector)
}

function configForAsn(asn: number) {
  const config = db.bgpConfigs.find((c) => c.asn === asn)
  if (!config) throw apiError(404, 'ObjectNotFound', `not found: bgp-config with asn "${asn}"`)
  return config
}

/** `address_lot_block` names a block by id, or the lot whose block covers the announced network. */
function announcement(setId: string, body: Json<Api.BgpAnnouncementCreate>): Json<Api.BgpAnnouncement> {
  const net = parseNet(body.network)
  if (!net) throw badRequest(`invalid network ${body.network}`)
  const byId = db.addressLotBlocks.find((b) => b.id === body.address_lot_block)
  const block = byId ?? blockContaining(lookupAddressLot(body.address_lot_block), body.network.split('/')[0])
  return { announce_set_id: setId, address_lot_block_id: block.id, network: body.network }
}

export const bgpHandlers = {
  networkingBgpConfigList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.bgpConfigs.map(bgpConfigView))
  },

  networkingBgpConfigCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    ensureUniqueName(db.bgpConfigs, 'bgp-config', body.name)
    const set = lookupAnnounceSet(body.bgp_announce_set_id)
    const time = now()
    const row = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      asn: body.asn,
      vrf: body.vrf ?? null,
      bgp_announce_set_id: set.id,
      time_created: time,
      time_modified: time,
    }
    db.bgpConfigs.push(row)
    return created(bgpConfigView(row))
  },

  networkingBgpConfigDelete({ query, ...ctx }) {
    fleetUser(ctx, 'admin')
    const config = lookupBgpConfig(query.nameOrId)
    const used = db.switchPortSettings.some((s) =>
      s.bgp_peers.some((p) => findBgpConfig(p.bgp_config) === config),
    )
    if (used) throw badRequest(`BGP config "${config.name}" is used by switch port settings`)
    db.bgpConfigs = db.bgpConfigs.filter((c) => c !== config)
    return 204
  },

  networkingBgpAnnounceSetList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.bgpAnnounceSets).items
  },

  /** Creates the set, or replaces the announcements of the one with that name. */
  networkingBgpAnnounceSetUpdate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const time = now()
    let set = db.bgpAnnounceSets.find((s) => s.name === body.name)
    if (set) {
      set.description = body.description
      set.time_modified = time
    } else {
      set = {
        id: crypto.randomUUID(),
        name: body.name,
        description: body.description,
        time_created: time,
        time_modified: time,
      }
      db.bgpAnnounceSets.push(set)
    }
    const setId = set.id
    const announcements = body.announcement.map((a) => announcement(setId, a))
    db.bgpAnnouncements = [
      ...db.bgpAnnouncements.filter((a) => a.announce_set_id !== setId),
      ...announcements,
    ]
    return set
  },

  networkingBgpAnnounceSetDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const set = lookupAnnounceSet(path.announceSet)
    if (db.bgpConfigs.some((c) => c.bgp_announce_set_id === set.id)) {
      throw badRequest(`announce set "${set.name}" is used by a BGP config`)
    }
    db.bgpAnnounceSets = db.bgpAnnounceSets.filter((s) => s.id !== set.id)
    db.bgpAnnouncements = db.bgpAnnouncements.filter((a) => a.announce_set_id !== set.id)
    return 204
  },

  networkingBgpAnnouncementList({ path, ...ctx }) {
    fleetUser(ctx)
    const set = lookupAnnounceSet(path.announceSet)
    return db.bgpAnnouncements.filter((a) => a.announce_set_id === set.id)
  },

  networkingBgpStatus(ctx) {
    fleetUser(ctx)
    return bgpSessions().map((s) => ({
      addr: s.peer.addr,
      local_asn: s.config.asn,
      remote_asn: s.peer.remote_asn ?? 0,
      state: s.state,
      state_duration_millis: Math.max(0, Math.round(s.stateMs)),
      switch: s.port.switch_location as Api.SwitchLocation,
    }))
  },

  /** What each established peer is sent: the IPv4 networks of its config's announce set. */
  networkingBgpExported(ctx) {
    fleetUser(ctx)
    const exports: Record<string, string[]> = {}
    for (const s of bgpSessions()) {
      if (s.state !== 'established') continue
      exports[s.peer.addr] = db.bgpAnnouncements
        .filter(
          (a) => a.announce_set_id === s.config.bgp_announce_set_id && parseNet(a.network)?.version === 4,
        )
        .map((a) => a.network)
    }
    return { exports }
  },

  networkingBgpMessageHistory({ query, ...ctx }) {
    fleetUser(ctx)
    const config = configForAsn(query.asn)
    const sessions = bgpSessions().filter((s) => s.config === config)
    const switches = [...new Set(sessions.map((s) => s.port.switch_location))].sort()
    return {
      switch_histories: switches.map((location) => ({
        switch: location as Api.SwitchLocation,
        history: Object.fromEntries(
          sessions
            .filter((s) => s.port.switch_location === location)
            .map((s) => [s.peer.addr, messageHistory(s)]),
        ),
      })),
    }
  },

  networkingBgpImportedRoutesIpv4({ query, ...ctx }) {
    fleetUser(ctx)
    const config = configForAsn(query.asn)
    const established = new Set(
      bgpSessions()
        .filter((s) => s.config === config && s.state === 'established')
        .map((s) => s.port.id),
    )
    return db.bgpImportedRoutes.filter((r) => established.has(r.port_id)).map((r) => r.route)
  },
} satisfies Partial<MSWHandlers>
