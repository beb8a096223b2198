import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { canReadProject, requireSiloRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest, notFound } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { requireUser } from '~mock/session'
import { ensureUniqueName, lookupById } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { accepted, created } from '~mock/toolkit/responses'
import { readableProject } from '~mock/toolkit/silos-and-projects'
import { now } from '~mock/toolkit/time'
import { lookupImage, requireWrite } from './compute-common'

type Image = Json<Api.Image>

/** Images of one scope: a project's, or the silo's (project null). */
const imagesIn = (projectId: string | null) => db.images.filter((i) => (i.project_id ?? null) === projectId)

/** Project images follow the project's roles; silo images need a silo collaborator. */
function requireImageWrite(user: MockUser, image: Pick<Image, 'project_id'>): void {
  if (image.project_id) requireWrite(user, image.project_id)
  else requireSiloRole(user, 'collaborator')
}

export const imageHandlers = {
  imageList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const projectId = query.project ? readableProject(user, query.project).id : null
    return paginated(query, imagesIn(projectId))
  },

  imageCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const projectId = query.project ? readableProject(user, query.project).id : null
    requireImageWrite(user, { project_id: projectId })
    ensureUniqueName(imagesIn(projectId), 'image', body.name)

    const snapshot = lookupById(db.snapshots, 'snapshot', body.source.id)
    const visible =
      canReadProject(user, snapshot.project_id) && (!projectId || snapshot.project_id === projectId)
    if (!visible) throw notFound('snapshot', 'id', body.source.id)
    if (snapshot.state !== 'ready')
      throw badRequest(`snapshot "${snapshot.name}" is not ready (${snapshot.state})`)

    const time = now()
    const image: Image = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      os: body.os,
      version: body.version,
      project_id: projectId,
      size: snapshot.size,
      block_size: db.disks.find((d) => d.id === snapshot.disk_id)?.block_size ?? 512,
      digest: null,
      time_created: time,
      time_modified: time,
    }
    db.images.push(image)
    return created(image)
  },

  imageView({ path, query, ...ctx }) {
    return lookupImage(requireUser(ctx), path.image, query.project)
  },

  imageDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const image = lookupImage(user, path.image, query.project)
    requireImageWrite(user, image)
    // disks made from it keep their image_id, as in Nexus
    db.images = db.images.filter((i) => i.id !== image.id)
    return 204
  },

  imagePromote({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const image = lookupImage(user, path.image, query.project)
    if (!image.project_id) throw badRequest(`image "${image.name}" is already a silo image`)
    requireWrite(user, image.project_id)
    requireSiloRole(user, 'collaborator')
    ensureUniqueName(imagesIn(null), 'image', image.name)
    image.project_id = null
    image.time_modified = now()
    return accepted(image)
  },

  imageDemote({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    // the project names where the image goes, so a name here is a silo image's
    const image = lookupImage(user, path.image, undefined)
    if (image.project_id) throw badRequest(`image "${image.name}" is a project image, not a silo image`)
    const project = readableProject(user, query.project)
    requireSiloRole(user, 'collaborator')
    requireWrite(user, project.id)
    ensureUniqueName(imagesIn(project.id), 'image', image.name)
    image.project_id = project.id
    image.time_modified = now()
    return accepted(image)
  },
} satisfies Partial<MSWHandlers>
