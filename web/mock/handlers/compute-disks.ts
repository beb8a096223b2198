import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { requireSelector } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { readableProject, siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { rowsWhere } from '~mock/toolkit/table-index'
import { lookupDisk, requireWrite } from './compute-common'
import { buildDisk, finishCreating } from './compute-disk-rules'
import { checkQuota } from './compute-quota'

/** Only a disk that no instance holds and nothing is writing can be deleted: a detached or a faulted one. */
const DELETABLE = ['detached', 'faulted']

export const diskHandlers = {
  diskList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, requireSelector(query.project, 'project'))
    return paginated(query, rowsWhere(db.disks, 'project_id', project.id))
  },

  diskCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, query.project)
    requireWrite(user, project.id)
    const disk = buildDisk(user, project.id, body)
    checkQuota(siloIdOfProject(project.id), { storage: disk.size })
    db.disks.push(disk)
    if (disk.state.state === 'creating') finishCreating(disk)
    return created(disk)
  },

  diskView({ path, query, ...ctx }) {
    return lookupDisk(requireUser(ctx), path.disk, query.project)
  },

  diskDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const disk = lookupDisk(user, path.disk, query.project)
    requireWrite(user, disk.project_id)
    if (!DELETABLE.includes(disk.state.state)) {
      throw badRequest(
        `cannot delete disk "${disk.name}" while it is ${disk.state.state}; it must be detached or faulted`,
      )
    }
    db.disks = db.disks.filter((d) => d.id !== disk.id)
    db.diskImports = db.diskImports.filter((i) => i.disk_id !== disk.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
