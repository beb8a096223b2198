import { listQuery } from '~/api/query'

/**
 * The address ranges of a pool. Only fleet viewers may read them (anyone else gets a 403), so it is read for
 * them alone; for anyone else the API alone judges whether a requested address is in the pool.
 */
export const ipPoolRangeList = (pool: string) => listQuery('ipPoolRangeList', { path: { pool } }).all()
