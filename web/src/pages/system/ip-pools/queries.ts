import { invalidate } from '~/api/preload'
import { listQuery, query } from '~/api/query'

export const ipPoolList = () => listQuery('ipPoolList', { query: {} })

export const ipPoolView = (pool: string) => query('ipPoolView', { path: { pool } })

/** How many addresses the pool holds and how many are free, as floats (see `util/address-count`). */
export const ipPoolUtilization = (pool: string) => query('ipPoolUtilizationView', { path: { pool } })

/** A pool's ranges, by first address. */
export const ipPoolRangeList = (pool: string) => listQuery('ipPoolRangeList', { path: { pool } })

/** A range changes what the pool holds, so its ranges and its counts are read again. */
export function invalidateRanges() {
  invalidate('ipPoolRangeList')
  invalidate('ipPoolUtilizationView')
}

/** The silos a pool is linked to, each link saying whether the pool is that silo's default. */
export const ipPoolSiloList = (pool: string) => listQuery('ipPoolSiloList', { path: { pool } })

/** The pools linked to one silo, for which of them is its default. */
export const siloIpPoolList = (silo: string) => listQuery('siloIpPoolList', { path: { silo } })

/** The pool the rack's own services (Nexus, external DNS, boundary NTP) take their addresses from. */
export const ipPoolServiceView = query('ipPoolServiceView', {})

export const ipPoolServiceRangeList = listQuery('ipPoolServiceRangeList', { query: {} })
