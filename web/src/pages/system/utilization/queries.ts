import { listQuery } from '~/api/query'

/** Each silo's quotas and what it has provisioned. */
export const siloUtilizationList = () => listQuery('siloUtilizationList', { query: {} })
