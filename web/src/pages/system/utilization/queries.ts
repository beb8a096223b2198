import { listQuery } from '~/api'

/** Each silo's quotas and what it has provisioned. */
export const siloUtilizationList = () => listQuery('siloUtilizationList', { query: {} })
