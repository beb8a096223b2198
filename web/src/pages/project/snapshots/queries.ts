import { listQuery, query } from '~/api/query'

export const snapshotList = (project: string) => listQuery('snapshotList', { query: { project } })

export const snapshotView = ({ project, snapshot }: { project: string; snapshot: string }) =>
  query('snapshotView', { path: { snapshot }, query: { project } })
