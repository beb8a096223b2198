import { listQuery, query } from '~/api/query'

/** The silo's projects. */
export const projectList = () => listQuery('projectList', { query: {} })

export const projectView = (project: string) => query('projectView', { path: { project } })
