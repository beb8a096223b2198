import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { atLeast, projectRoleOf } from '~mock/authz'
import { db, isUuid, lookupById, lookupChild, lookupProject } from '~mock/db'
import { badRequest, forbidden, notFound } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'

export const GiB = 1024 ** 3

export function now(): string {
  return new Date().toISOString()
}

export function canRead(user: MockUser, projectId: string): boolean {
  return atLeast(projectRoleOf(user, projectId), 'viewer')
}

/** Nexus hides what a user may not read: such a project is simply not found. */
export function readableProject(user: MockUser, selector: string): Json<Api.Project> {
  const project = lookupProject({ project: selector })
  if (!canRead(user, project.id)) throw notFound('project', isUuid(selector) ? 'id' : 'name', selector)
  return project
}

/** Creating, changing or deleting compute and storage needs at least limited-collaborator on the project. */
export function requireWrite(user: MockUser, projectId: string): void {
  if (!atLeast(projectRoleOf(user, projectId), 'limited_collaborator')) throw forbidden()
}

/** List endpoints take `project` as optional only because later pages carry it; a first page needs it. */
export function requireSelector(value: string | null | undefined, name: string): string {
  if (!value) throw badRequest(`missing query parameter: ${name}`)
  return value
}

type ProjectScoped = { id: string; name: string; project_id: string }

/** A project-scoped row by name (with `project`) or by id (without), hidden when its project is not readable. */
export function lookupScoped<T extends ProjectScoped>(
  user: MockUser,
  table: readonly T[],
  type: string,
  value: string,
  project: string | null | undefined,
): T {
  const row = lookupChild(table, type, value, {
    type: 'project',
    value: project,
    key: 'project_id',
    lookup: (p) => readableProject(user, p),
  })
  if (!canRead(user, row.project_id)) throw notFound(type, 'id', value)
  return row
}

export function lookupInstance(user: MockUser, value: string, project?: string | null) {
  return lookupScoped(user, db.instances, 'instance', value, project)
}

export function lookupDisk(user: MockUser, value: string, project?: string | null) {
  return lookupScoped(user, db.disks, 'disk', value, project)
}

export function lookupSnapshot(user: MockUser, value: string, project?: string | null) {
  return lookupScoped(user, db.snapshots, 'snapshot', value, project)
}

export function lookupFloatingIp(user: MockUser, value: string, project?: string | null) {
  return lookupScoped(user, db.floatingIps, 'floating-ip', value, project)
}

/** A network interface by id alone, or by name under an instance (itself by id, or by name with a project). */
export function lookupNic(
  user: MockUser,
  value: string,
  instance: string | null | undefined,
  project: string | null | undefined,
) {
  if (isUuid(value)) {
    if (instance)
      throw badRequest('when providing network interface as an ID instance should not be specified')
    if (project) throw badRequest('when providing network interface as an ID project should not be specified')
    const nic = lookupById(db.networkInterfaces, 'network-interface', value)
    const owner = db.instances.find((i) => i.id === nic.instance_id)
    if (!owner || !canRead(user, owner.project_id)) throw notFound('network-interface', 'id', value)
    return { nic, instance: owner }
  }
  if (!instance) throw badRequest('instance is required when network interface is a name')
  const owner = lookupInstance(user, instance, project)
  const nic = db.networkInterfaces.find((n) => n.instance_id === owner.id && n.name === value)
  if (!nic) throw notFound('network-interface', 'name', value)
  return { nic, instance: owner }
}

/**
 * An image by id, or by name: a project image when `project` is given, else a silo image. Silo images are
 * visible to every signed-in user of the silo; project images follow their project.
 */
export function lookupImage(user: MockUser, value: string, project: string | null | undefined) {
  if (isUuid(value)) {
    if (project) throw badRequest('when providing image as an ID project should not be specified')
    const image = lookupById(db.images, 'image', value)
    if (image.project_id && !canRead(user, image.project_id)) throw notFound('image', 'id', value)
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
  if (image.project_id && !canRead(user, image.project_id)) throw notFound('image', 'id', imageId)
  return image
}

/** A name must be unique among `rows` that share a parent. */
export function nameTaken(rows: readonly { name: string }[], name: string): boolean {
  return rows.some((row) => row.name === name)
}

/** Is this row still in the live db (a reset swaps every table for a fresh copy)? */
export function alive<T>(table: readonly T[], row: T): boolean {
  return table.includes(row)
}
