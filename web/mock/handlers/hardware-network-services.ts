import type * as Api from '~/api/__generated__/Api'
import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { apiError, badRequest } from '~mock/errors'
import type { BfdSessionRow } from '~mock/fixtures/hardware/networking'
import { now } from '~mock/toolkit/time'
import { requireSwitchLocation } from './hardware-switches'

/**
 * A BFD session is down when enabled, hears its peer (init) after a second and is up after two; a session with a
 * router that does not answer stays down.
 */
export const BFD_STEP_MS = 1_000

function bfdState(row: BfdSessionRow): Api.BfdState {
  if (db.silentRouters.includes(row.remote)) return 'down'
  const elapsed = Date.now() - Date.parse(row.time_enabled)
  return elapsed < BFD_STEP_MS ? 'down' : elapsed < 2 * BFD_STEP_MS ? 'init' : 'up'
}

export const networkServiceHandlers = {
  networkingBfdStatus(ctx) {
    fleetUser(ctx)
    return db.bfdSessions.map((row) => ({
      switch: row.switch,
      peer: row.remote,
      local: row.local ?? null,
      mode: row.mode,
      detection_threshold: row.detection_threshold,
      required_rx: row.required_rx,
      state: bfdState(row),
    }))
  },

  networkingBfdEnable({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    requireSwitchLocation(body.switch)
    const row = { ...body, local: body.local ?? null, time_enabled: now() }
    db.bfdSessions = [
      ...db.bfdSessions.filter((s) => s.switch !== body.switch || s.remote !== body.remote),
      row,
    ]
    return 204
  },

  networkingBfdDisable({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    requireSwitchLocation(body.switch)
    const found = db.bfdSessions.find((s) => s.switch === body.switch && s.remote === body.remote)
    if (!found) {
      throw apiError(
        404,
        'ObjectNotFound',
        `not found: bfd-session with remote "${body.remote}" on ${body.switch}`,
      )
    }
    db.bfdSessions = db.bfdSessions.filter((s) => s !== found)
    return 204
  },

  networkingAllowListView(ctx) {
    fleetUser(ctx)
    return db.networkingAllowList
  },

  networkingAllowListUpdate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    if (body.allowed_ips.allow === 'list' && body.allowed_ips.ips.length === 0) {
      // an empty list would lock everyone out, the operator included
      throw badRequest('the allowlist must contain at least one address or subnet; use "any" to allow all')
    }
    db.networkingAllowList = {
      ...db.networkingAllowList,
      allowed_ips: body.allowed_ips,
      time_modified: now(),
    }
    return db.networkingAllowList
  },

  networkingInboundIcmpView(ctx) {
    fleetUser(ctx)
    return db.inboundIcmp
  },

  networkingInboundIcmpUpdate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    db.inboundIcmp = { enabled: body.enabled }
    return 204
  },
} satisfies Partial<MSWHandlers>
