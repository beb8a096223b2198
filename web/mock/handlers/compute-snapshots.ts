import { HttpResponse } from 'msw'
import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db, isUuid } from '~mock/db'
import { alreadyExists, badRequest, notFound } from '~mock/errors'
import { paginated } from '~mock/paginate'
import { requireUser } from '~mock/session'
import {
  alive,
  lookupDisk,
  lookupSnapshot,
  nameTaken,
  now,
  readableProject,
  requireSelector,
  requireWrite,
} from './compute-common'
import { checkQuota, siloOfProject } from './compute-quota'
import { after, COMPUTE_TIMINGS } from './compute-timers'

type Snapshot = Json<Api.Snapshot>

/** Disk states a snapshot can be taken in (console spec §4). */
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
    if (
      nameTaken(
        db.snapshots.filter((s) => s.project_id === project.id),
        body.name,
      )
    ) {
      throw alreadyExists('snapshot', body.name)
    }
    const disk = lookupDisk(user, body.disk, isUuid(body.disk) ? undefined : project.id)
    if (disk.project_id !== project.id) throw notFound('disk', 'id', body.disk)
    if (!SNAPSHOTTABLE.includes(disk.state.state)) {
      throw badRequest(
        `cannot snapshot disk "${disk.name}" while it is ${disk.state.state}; it must be attached or detached`,
      )
    }
    checkQuota(siloOfProject(project.id), { storage: disk.size })
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
    return HttpResponse.json(snapshot, { status: 201 })
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
