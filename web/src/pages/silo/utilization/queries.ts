import { query } from '~/api/query'

/** The silo's quotas (its capacity) and what is provisioned in it now. */
export const siloUtilization = query('utilizationView', {})
