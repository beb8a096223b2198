import { query } from '~/api/query'

/** The roles given on the project itself; silo roles apply to it as well. */
export const projectPolicy = (project: string) => query('projectPolicyView', { path: { project } })
