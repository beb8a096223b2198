import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { alreadyExists, badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { lookupByNameOrId, notFoundBySelector } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { lookupSilo } from '~mock/toolkit/silos-and-projects'
import { allocations, utilization } from './hardware-ip-allocations'
import { lookupIpPool } from './hardware-ip-pools'

function lookupLink(poolSelector: string, siloSelector: string): Json<Api.IpPoolSiloLink> {
  const pool = lookupIpPool(poolSelector)
  const silo = lookupSilo({ silo: siloSelector })
  const link = db.ipPoolSilos.find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
  if (!link) throw notFoundBySelector('ip-pool-silo-link', siloSelector)
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
export function siloPools(siloId: string): Json<Api.SiloIpPool>[] {
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
    fleetUser(ctx)
    const pool = lookupIpPool(path.pool)
    return paginated(
      query,
      db.ipPoolSilos.filter((l) => l.ip_pool_id === pool.id),
      { key: (l) => l.silo_id },
    )
  },

  ipPoolSiloLink({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const pool = lookupIpPool(path.pool)
    const silo = lookupSilo({ silo: body.silo })
    if (db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)) {
      throw alreadyExists('ip-pool-silo-link', `${pool.name}/${silo.name}`)
    }
    // a silo has at most one default: a link that would be a second one breaks the uniqueness of the default,
    // which Nexus reports as a conflict; making an existing link the default (update) is what demotes the old one
    if (body.is_default && db.ipPoolSilos.some((l) => l.silo_id === silo.id && l.is_default)) {
      throw alreadyExists('ip-pool-resource', silo.id)
    }
    const link: Json<Api.IpPoolSiloLink> = {
      ip_pool_id: pool.id,
      silo_id: silo.id,
      is_default: body.is_default,
    }
    db.ipPoolSilos.push(link)
    return created(link)
  },

  ipPoolSiloUpdate({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const link = lookupLink(path.pool, path.silo)
    if (body.is_default) makeDefault(link)
    else link.is_default = false
    return link
  },

  ipPoolSiloUnlink({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
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
    fleetUser(ctx)
    return utilization(lookupIpPool(path.pool).id)
  },

  projectIpPoolList({ query, ...ctx }) {
    const user = requireUser(ctx)
    return paginated(query, siloPools(user.silo_id))
  },

  projectIpPoolView({ path, ...ctx }) {
    const user = requireUser(ctx)
    return lookupByNameOrId(siloPools(user.silo_id), 'ip-pool', path.pool)
  },
} satisfies Partial<MSWHandlers>
