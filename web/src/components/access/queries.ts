import { listQuery, query } from '~/api/query'

/** The policy of the signed-in user's silo: who has which role on it, and so on every project in it. */
export const siloPolicy = query('policyView', {})

/** The roles given on the project itself; silo roles apply to it as well. */
export const projectPolicy = (project: string) => query('projectPolicyView', { path: { project } })

/** The roles given on the fleet: the whole system, every silo in it. */
export const fleetPolicy = query('systemPolicyView', {})

/** A silo: its role mapping (`mapped_fleet_roles`) gives its users fleet roles. */
export const siloView = (silo: string) => query('siloView', { path: { silo } })

/** The silo's users and groups, whole: they name the identities of every policy and are who can get a role. */
export const siloUsers = listQuery('userList', { query: {} }).all()
export const siloGroups = listQuery('groupList', { query: {} }).all()
