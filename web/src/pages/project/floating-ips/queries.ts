import { listQuery, query } from '~/api/query'

export const floatingIpList = (project: string) => listQuery('floatingIpList', { query: { project } })

export const floatingIpView = ({ project, floatingIp }: { project: string; floatingIp: string }) =>
  query('floatingIpView', { path: { floatingIp }, query: { project } })

/** The IP pools the silo lets its projects take addresses from, the default one marked. */
export const projectIpPoolList = () => listQuery('projectIpPoolList', { query: {} })
