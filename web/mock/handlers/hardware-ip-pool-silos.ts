import { HttpResponse } from 'msw'
import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db, isUuid, lookupSilo } from '~mock/db'
import { alreadyExists, badRequest, notFound } from '~mock/errors'
import { paginated } from '~mock/paginate'
import { requireUser } from '~mock/session'
import { fleetAdmin, fleetViewer, paginatedBy } from './hardware-common'
import { allocations, utilization } from './hardware-ip-allocations'
import { lookupIpPool } from './hardware-ip-pools'

function lookupLink(poolSelector: string, siloSelector: string): Json<Api.IpPoolSiloLink> {
  const pool = lookupIpPool(poolSelector)
  const silo = lookupSilo({ silo: siloSelector })
  const link = db.ipPoolSilos.find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
  if (!link) throw notFound('ip-pool-silo-link', isUuid(siloSelector) ? 'id' : 'name', siloSelector)
  return link
}

/** A silo has at most one default pool: making one the default demotes the previous one. */
function makeDefault(link: Json<Api.IpPoolSiloLink>) {
  for (const other of db.ipPoolSilos) {
    if (other.silo_id === link.silo_id && other !== link) other.is_default = false
  }
  link.is_default = true
}

/** The pools a silo's users may allocate from, as they see them. */
function siloPools(siloId: string): Json<Api.SiloIpPool>[] {
  return db.ipPoolSilos
    .filter((l) => l.silo_id === siloId)
    .flatMap((link) => {
      const pool = db.ipPools.find((p) => p.id === link.ip_pool_id)
      if (!pool) return []
      return [
        {
          id: pool.id,
          name: pool.name,
          description: pool.description,
          is_default: link.is_default,
          time_created: pool.time_created,
          time_modified: pool.time_modified,
        },
      ]
    })
}

export const ipPoolSiloHandlers = {
  ipPoolSiloList({ path, query, ...ctx }) {
    fleetViewer(ctx)
    const pool = lookupIpPool(path.pool)
    return paginatedBy(
      query,
      db.ipPoolSilos.filter((l) => l.ip_pool_id === pool.id),
      (l) => l.silo_id,
    )
  },

  ipPoolSiloLink({ path, body, ...ctx }) {
    fleetAdmin(ctx)
    const pool = lookupIpPool(path.pool)
    const silo = lookupSilo({ silo: body.silo })
    if (db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)) {
      throw alreadyExists('ip-pool-silo-link', `${pool.name}/${silo.name}`)
    }
    const link: Json<Api.IpPoolSiloLink> = { ip_pool_id: pool.id, silo_id: silo.id, is_default: false }
    db.ipPoolSilos.push(link)
    if (body.is_default) makeDefault(link)
    return HttpResponse.json(link, { status: 201 })
  },

  ipPoolSiloUpdate({ path, body, ...ctx }) {
    fleetAdmin(ctx)
    const link = lookupLink(path.pool, path.silo)
    if (body.is_default) makeDefault(link)
    else link.is_default = false
    return link
  },

  ipPoolSiloUnlink({ path, ...ctx }) {
    fleetAdmin(ctx)
    const link = lookupLink(path.pool, path.silo)
    const inUse = allocations().some((a) => a.ipPoolId === link.ip_pool_id && a.siloId === link.silo_id)
    if (inUse) {
      throw badRequest(
        'IP addresses from this pool are in use in the linked silo; release them before unlinking',
      )
    }
    db.ipPoolSilos = db.ipPoolSilos.filter((l) => l !== link)
    return 204
  },

  ipPoolUtilizationView({ path, ...ctx }) {
    fleetViewer(ctx)
    return utilization(lookupIpPool(path.pool).id)
  },

  projectIpPoolList({ query, ...ctx }) {
    const user = requireUser(ctx)
    return paginated(query, siloPools(user.silo_id))
  },

  projectIpPoolView({ path, ...ctx }) {
    const user = requireUser(ctx)
    const byId = isUuid(path.pool)
    const pool = siloPools(user.silo_id).find((p) => (byId ? p.id === path.pool : p.name === path.pool))
    if (!pool) throw notFound('ip-pool', byId ? 'id' : 'name', path.pool)
    return pool
  },
} satisfies Partial<MSWHandlers>
