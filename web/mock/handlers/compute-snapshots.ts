import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { ensureUniqueName, requireSelector } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { lookupForProject, readableProject, siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { now } from '~mock/toolkit/time'
import { after, alive } from '~mock/toolkit/timers'
import { lookupSnapshot, requireWrite } from './compute-common'
import { checkQuota } from './compute-quota'
import { COMPUTE_TIMINGS } from './compute-timers'

type Snapshot = Json<Api.Snapshot>

/**
 * Snapshots are taken of settled disks, attached to an instance or detached; a disk still being created,
 * imported, attached or detached, or a faulted one, cannot be snapshotted.
 */
const SNAPSHOTTABLE = ['attached', 'detached']

/** `creating` -> `ready` once the volume is copied, unless the snapshot was deleted meanwhile. */
export function finishSnapshot(snapshot: Snapshot, ms: number = COMPUTE_TIMINGS.snapshotCreate): void {
  after(ms, () => {
    if (alive(db.snapshots, snapshot) && snapshot.state === 'creating') {
      snapshot.state = 'ready'
      snapshot.time_modified = now()
    }
  })
}

export const snapshotHandlers = {
  snapshotList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, requireSelector(query.project, 'project'))
    return paginated(
      query,
      db.snapshots.filter((s) => s.project_id === project.id),
    )
  },

  snapshotCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, query.project)
    requireWrite(user, project.id)
    ensureUniqueName(
      db.snapshots.filter((s) => s.project_id === project.id),
      'snapshot',
      body.name,
    )
    const disk = lookupForProject(user, {
      table: db.disks,
      type: 'disk',
      value: body.disk,
      projectId: project.id,
    })
    if (!SNAPSHOTTABLE.includes(disk.state.state)) {
      throw badRequest(
        `cannot snapshot disk "${disk.name}" while it is ${disk.state.state}; it must be attached or detached`,
      )
    }
    checkQuota(siloIdOfProject(project.id), { storage: disk.size })
    const time = now()
    const snapshot: Snapshot = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      disk_id: disk.id,
      size: disk.size,
      state: 'creating',
      time_created: time,
      time_modified: time,
    }
    db.snapshots.push(snapshot)
    finishSnapshot(snapshot)
    return created(snapshot)
  },

  snapshotView({ path, query, ...ctx }) {
    return lookupSnapshot(requireUser(ctx), path.snapshot, query.project)
  },

  snapshotDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const snapshot = lookupSnapshot(user, path.snapshot, query.project)
    requireWrite(user, snapshot.project_id)
    if (snapshot.state === 'creating') {
      throw badRequest(`cannot delete snapshot "${snapshot.name}" while it is still being created`)
    }
    db.snapshots = db.snapshots.filter((s) => s.id !== snapshot.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
