import { listQuery } from '~/api'

/** Every sled of the rack: the fleet's capacity comes from their threads and memory. */
export const sledList = () => listQuery('sledList', { query: {} }).all()

/** Each silo's quotas and what it has provisioned. */
export const siloUtilizationList = () => listQuery('siloUtilizationList', { query: {} })
