import { listQuery, query } from '~/api/query'

export const updateStatus = query('systemUpdateStatus', {})
/** Newest version first, the API's default order. */
export const repositoryList = () => listQuery('systemUpdateRepositoryList', { query: {} })
export const trustRootList = () => listQuery('systemUpdateTrustRootList', { query: {} })
