import { listQuery } from '~/api'

export const floatingIpList = (project: string) => listQuery('floatingIpList', { query: { project } })

/** The IP pools the silo lets its projects take addresses from, the default one marked. */
export const projectIpPoolList = () => listQuery('projectIpPoolList', { query: {} })
