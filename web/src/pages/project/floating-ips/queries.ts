import { listQuery, query } from '~/api/query'

export const floatingIpList = (project: string) => listQuery('floatingIpList', { query: { project } })

export const floatingIpView = ({ project, floatingIp }: { project: string; floatingIp: string }) =>
  query('floatingIpView', { path: { floatingIp }, query: { project } })

/** The IP pools the silo lets its projects take addresses from, the default one marked. */
export const projectIpPoolList = () => listQuery('projectIpPoolList', { query: {} })

/**
 * The address ranges of a pool. Only fleet viewers may read them (anyone else gets a 403), so it is read for
 * them alone; for anyone else the API alone judges whether a requested address is in the pool.
 */
export const ipPoolRangeList = (pool: string) => listQuery('ipPoolRangeList', { path: { pool } }).all()
