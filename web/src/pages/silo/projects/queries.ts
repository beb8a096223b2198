import { listQuery, PICKER_PAGE_SIZE, query } from '~/api/query'

/** The silo's projects. */
export const projectList = () => listQuery('projectList', { query: {} })

/** The first page a project picker offers; it searches the rest by name as the user types. */
export const projectPickerPage = projectList().page({ limit: PICKER_PAGE_SIZE })

export const projectView = (project: string) => query('projectView', { path: { project } })
