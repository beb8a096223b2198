import { query } from '~/api/query'

/** The roles given on the fleet: the whole system, every silo in it. */
export const fleetPolicy = query('systemPolicyView', {})
