import { listQuery, query } from '~/api'

export const updateStatus = query('systemUpdateStatus', {})
/** Newest version first, the API's default order. */
export const repositoryList = () => listQuery('systemUpdateRepositoryList', { query: {} })
export const trustRootList = () => listQuery('systemUpdateTrustRootList', { query: {} })
