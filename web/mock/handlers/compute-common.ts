import { canReadProject, requireProjectRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest, notFound } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { isUuid, lookupById, lookupNested, type Selector } from '~mock/toolkit/lookup'
import { lookupInProject, readableProject } from '~mock/toolkit/silos-and-projects'
import { rowById } from '~mock/toolkit/table-index'

/** Creating, changing or deleting compute and storage needs at least limited-collaborator on the project. */
export function requireWrite(user: MockUser, projectId: string): void {
  requireProjectRole(user, projectId, 'limited_collaborator')
}

export function lookupInstance(user: MockUser, value: string, project?: Selector) {
  return lookupInProject(user, { table: db.instances, type: 'instance', value, project })
}

export function lookupDisk(user: MockUser, value: string, project?: Selector) {
  return lookupInProject(user, { table: db.disks, type: 'disk', value, project })
}

export function lookupSnapshot(user: MockUser, value: string, project?: Selector) {
  return lookupInProject(user, { table: db.snapshots, type: 'snapshot', value, project })
}

export function lookupFloatingIp(user: MockUser, value: string, project?: Selector) {
  return lookupInProject(user, { table: db.floatingIps, type: 'floating-ip', value, project })
}

/** A network interface by id alone, or by name under an instance (itself by id, or by name with a project). */
export function lookupNic(user: MockUser, value: string, instance: Selector, project: Selector) {
  // with an instance selector, an id is refused naming the instance alone, even when a project is given too
  if (isUuid(value) && instance) {
    throw badRequest('when providing network interface as an ID instance should not be specified')
  }
  const nic = lookupNested({
    table: db.networkInterfaces,
    type: 'network-interface',
    param: 'network interface',
    value,
    parentKey: 'instance_id',
    ancestors: { instance, project },
    parent: (selector) => lookupInstance(user, selector, project),
    visible: (row) => {
      const owner = rowById(db.instances, row.instance_id)
      return !!owner && canReadProject(user, owner.project_id)
    },
  })
  return { nic, instance: lookupById(db.instances, 'instance', nic.instance_id) }
}

/**
 * An image by id, or by name: a project image when `project` is given, else a silo image. Silo images are
 * visible to every signed-in user of the silo; project images follow their project.
 */
export function lookupImage(user: MockUser, value: string, project: Selector) {
  if (isUuid(value)) {
    if (project) throw badRequest('when providing image as an ID project should not be specified')
    const image = lookupById(db.images, 'image', value)
    if (image.project_id && !canReadProject(user, image.project_id)) throw notFound('image', 'id', value)
    return image
  }
  const projectId = project ? readableProject(user, project).id : null
  const image = db.images.find((i) => i.name === value && (i.project_id ?? null) === projectId)
  if (!image) throw notFound('image', 'name', value)
  return image
}

/** Images an instance or disk in `projectId` may be created from: the project's own and the silo's. */
export function usableImage(user: MockUser, imageId: string, projectId: string) {
  const image = lookupById(db.images, 'image', imageId)
  if (image.project_id && image.project_id !== projectId) throw notFound('image', 'id', imageId)
  if (image.project_id && !canReadProject(user, image.project_id)) throw notFound('image', 'id', imageId)
  return image
}

const BASE64_RE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/** Standard Base64 with padding (RFC 4648 § 4), as bulk writes and user data are sent. */
export function isBase64(text: string): boolean {
  return BASE64_RE.test(text)
}
