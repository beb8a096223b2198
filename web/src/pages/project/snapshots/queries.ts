import { listQuery, query } from '~/api/query'

export const snapshotList = (project: string) => listQuery('snapshotList', { query: { project } })

export const snapshotView = ({ project, snapshot }: { project: string; snapshot: string }) =>
  query('snapshotView', { path: { snapshot }, query: { project } })

/** A snapshot by its id, which names it without its project. */
export const snapshotById = (snapshot: string) => query('snapshotView', { path: { snapshot } })
