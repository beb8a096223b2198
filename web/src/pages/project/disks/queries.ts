import { listQuery, query } from '~/api/query'
import { projectImageList } from '~/pages/project/images/queries'
import { snapshotList } from '~/pages/project/snapshots/queries'
import { siloImageList } from '~/pages/silo/images/queries'

export const diskList = (project: string) => listQuery('diskList', { query: { project } })

export const diskView = ({ project, disk }: { project: string; disk: string }) =>
  query('diskView', { path: { disk }, query: { project } })

/** The snapshots and images a new disk of `project` can be made from. */
export const diskSourceLists = (project: string) =>
  [snapshotList(project).all(), projectImageList(project).all(), siloImageList().all()] as const
