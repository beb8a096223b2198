import { listQuery, PICKER_PAGE_SIZE, query } from '~/api/query'
import { projectImageList } from '~/pages/project/images/queries'
import { snapshotList } from '~/pages/project/snapshots/queries'
import { siloImageList } from '~/pages/silo/images/queries'

export const diskList = (project: string) => listQuery('diskList', { query: { project } })

export const diskView = ({ project, disk }: { project: string; disk: string }) =>
  query('diskView', { path: { disk }, query: { project } })

/** A disk by its id, which names it without its project. */
export const diskById = (disk: string) => query('diskView', { path: { disk } })

/**
 * The project's snapshots that a disk's page looks through for the disk's own. The API lists snapshots by
 * project only, not by disk, so the page reads their first page of PICKER_PAGE_SIZE and says so when there are
 * more, rather than reading a list that grows with the project.
 */
export const diskSnapshotsPage = (project: string) => snapshotList(project).page({ limit: PICKER_PAGE_SIZE })

/** The lists a new disk of `project` is made from: its snapshots, its images and the silo's images. */
export const diskSourceLists = (project: string) => ({
  snapshots: snapshotList(project),
  projectImages: projectImageList(project),
  siloImages: siloImageList(),
})

/** The first page of each of those lists, which the pickers show at once and search past as the user types. */
export const diskSourcePages = (project: string) =>
  Object.values(diskSourceLists(project)).map((list) => list.page({ limit: PICKER_PAGE_SIZE }))
