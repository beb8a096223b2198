import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { apiError, badRequest } from '~mock/errors'
import {
  type Ip,
  type IpRange,
  type IpVersion,
  inRange,
  isMulticast,
  isSourceSpecific,
  parseRange,
  rangesOverlap,
} from '~mock/toolkit/ip'
import { ensureUniqueName, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { allocatedInPool, rangesOf } from './hardware-ip-allocations'

export function lookupIpPool(selector: string): Json<Api.IpPool> {
  return lookupByNameOrId(db.ipPools, 'ip-pool', selector)
}

/** Pool names are unique across every pool, the service pool included. */
function requireUniqueName(name: string) {
  ensureUniqueName([...db.ipPools, db.ipPoolService], 'ip-pool', name)
}

/** Ranges list by first address, which is also what their page tokens carry. */
function listRanges(query: Api.IpPoolRangeListQueryParams, poolId: string) {
  const sortKey = (r: IpRange) => `${r.version}:${r.first.toString(16).padStart(32, '0')}`
  const page = paginated(query, rangesOf(poolId), { key: ({ range }) => sortKey(range) })
  return { items: page.items.map((r) => r.row), next_page: page.next_page }
}

function version(v: IpVersion) {
  return v === 4 ? 'IPv4' : 'IPv6'
}

function addRange(pool: Json<Api.IpPool>, body: Json<Api.IpRange>): Json<Api.IpPoolRange> {
  const range = parseRange(body)
  if (!range) throw badRequest('IP range ends must be addresses of the same IP version')
  if (range.first > range.last) throw badRequest('IP range first address must not be after its last address')
  const poolVersion = pool.ip_version === 'v4' ? 4 : 6
  if (range.version !== poolVersion) {
    throw badRequest(
      `cannot add an ${version(range.version)} range to ${version(poolVersion)} pool "${pool.name}"`,
    )
  }
  // as the API documents for this version (the seeded IPv6 unicast pool's range is put in the db directly)
  if (range.version === 6 && pool.pool_type === 'unicast') {
    throw badRequest('IPv6 ranges are not allowed yet for unicast pools')
  }
  const first: Ip = { version: range.version, value: range.first }
  const last: Ip = { version: range.version, value: range.last }
  const multicast = isMulticast(first) && isMulticast(last)
  if (pool.pool_type === 'multicast') {
    if (!multicast) throw badRequest('ranges of a multicast pool must hold only multicast addresses')
    const ssm = isSourceSpecific(first)
    if (ssm !== isSourceSpecific(last)) throw badRequest('a range may not mix ASM and SSM addresses')
    const mixed = rangesOf(pool.id).some(
      ({ range: r }) => isSourceSpecific({ version: r.version, value: r.first }) !== ssm,
    )
    if (mixed) throw badRequest('a multicast pool may not mix ASM and SSM ranges')
  } else if (isMulticast(first) || isMulticast(last)) {
    throw badRequest('ranges of a unicast pool may not hold multicast addresses')
  }
  // ranges are unique across every pool, the service pool included
  const clash = db.ipPoolRanges.some((row) => {
    const other = parseRange(row.range)
    return other !== null && rangesOverlap(other, range)
  })
  if (clash)
    throw badRequest(`the provided IP range ${body.first}-${body.last} overlaps with an existing range`)
  const row: Json<Api.IpPoolRange> = {
    id: crypto.randomUUID(),
    ip_pool_id: pool.id,
    range: { first: body.first, last: body.last },
    time_created: now(),
  }
  db.ipPoolRanges.push(row)
  return row
}

function removeRange(pool: Json<Api.IpPool>, body: Json<Api.IpRange>) {
  const wanted = parseRange(body)
  const found = rangesOf(pool.id).find(
    ({ range }) =>
      wanted &&
      range.version === wanted.version &&
      range.first === wanted.first &&
      range.last === wanted.last,
  )
  if (!found) {
    throw apiError(
      404,
      'ObjectNotFound',
      `not found: ip-pool-range ${body.first}-${body.last} in pool "${pool.name}"`,
    )
  }
  if (allocatedInPool(pool.id).some((ip) => inRange(found.range, ip))) {
    throw badRequest('IP pool range has allocated addresses; release them before removing the range')
  }
  db.ipPoolRanges = db.ipPoolRanges.filter((r) => r.id !== found.row.id)
  return 204
}

export const ipPoolHandlers = {
  ipPoolList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.ipPools)
  },

  ipPoolCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    requireUniqueName(body.name)
    const time = now()
    const pool: Json<Api.IpPool> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      ip_version: body.ip_version ?? 'v4',
      pool_type: body.pool_type ?? 'unicast',
      time_created: time,
      time_modified: time,
    }
    db.ipPools.push(pool)
    return created(pool)
  },

  ipPoolView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupIpPool(path.pool)
  },

  ipPoolUpdate({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const pool = lookupIpPool(path.pool)
    if (body.name && body.name !== pool.name) {
      requireUniqueName(body.name)
      pool.name = body.name
    }
    if (body.description != null) pool.description = body.description
    pool.time_modified = now()
    return pool
  },

  ipPoolDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const pool = lookupIpPool(path.pool)
    if (db.ipPoolRanges.some((r) => r.ip_pool_id === pool.id)) {
      throw badRequest('IP Pool cannot be deleted while it contains IP ranges')
    }
    // Links are no obstacle, as in Nexus: a pool without ranges has no address in use anywhere, so its links to
    // silos go with it.
    db.ipPoolSilos = db.ipPoolSilos.filter((l) => l.ip_pool_id !== pool.id)
    db.ipPools = db.ipPools.filter((p) => p.id !== pool.id)
    return 204
  },

  ipPoolRangeList({ path, query, ...ctx }) {
    fleetUser(ctx)
    return listRanges(query, lookupIpPool(path.pool).id)
  },

  ipPoolRangeAdd({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    return created(addRange(lookupIpPool(path.pool), body))
  },

  ipPoolRangeRemove({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    return removeRange(lookupIpPool(path.pool), body)
  },

  ipPoolServiceView(ctx) {
    fleetUser(ctx)
    return db.ipPoolService
  },

  ipPoolServiceRangeList({ query, ...ctx }) {
    fleetUser(ctx)
    return listRanges(query, db.ipPoolService.id)
  },

  ipPoolServiceRangeAdd({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    return created(addRange(db.ipPoolService, body))
  },

  ipPoolServiceRangeRemove({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    return removeRange(db.ipPoolService, body)
  },
} satisfies Partial<MSWHandlers>
