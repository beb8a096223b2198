import type * as Api from '~/api/__generated__/Api'
import type { Json } from '~/api/__generated__/msw-handlers'
import { canReadProject } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest, notFound } from '~mock/errors'
import { engineeringSilo } from '~mock/fixtures/silos'
import type { MockUser } from '~mock/fixtures/users'
import { isUuid, lookupByNameOrId, lookupNested, notFoundBySelector, type Selector } from './lookup'
import { rowById } from './table-index'

/** Silos and projects, which every other resource belongs to: their lookups and how they relate. */

export function lookupSilo({ silo }: { silo: string }): Json<Api.Silo> {
  return lookupByNameOrId(db.silos, 'silo', silo)
}

export function lookupProject({ project }: { project: string }): Json<Api.Project> {
  return lookupByNameOrId(db.projects, 'project', project)
}

/** Nexus hides what a user may not read: such a project is simply not found. */
export function readableProject(user: MockUser, selector: Selector): Json<Api.Project> {
  if (!selector) throw badRequest('project is required')
  const project = lookupProject({ project: selector })
  if (!canReadProject(user, project.id)) throw notFoundBySelector('project', selector)
  return project
}

type ProjectRow = { id: string; name: string; project_id: string }

/**
 * A row that belongs to a project: by name with `project`, or by id without; hidden when its project is not
 * readable.
 */
export function lookupInProject<T extends ProjectRow>(
  user: MockUser,
  {
    table,
    type,
    param,
    value,
    project,
  }: {
    table: readonly T[]
    /** resource type in 404 messages: `floating-ip` */
    type: string
    /** the selector's own name in 400 messages, when it differs from the type */
    param?: string
    value: Selector
    project: Selector
  },
): T {
  return lookupNested({
    table,
    type,
    param,
    value,
    parentKey: 'project_id',
    ancestors: { project },
    parent: (p) => readableProject(user, p),
    visible: (row) => canReadProject(user, row.project_id),
  })
}

/**
 * A row a request body names for a project the handler already resolved (the disk to snapshot, the instance
 * to attach to): a name is looked up in that project, an id must belong to it or is not found.
 */
export function lookupForProject<T extends ProjectRow>(
  user: MockUser,
  { table, type, value, projectId }: { table: readonly T[]; type: string; value: string; projectId: string },
): T {
  const row = lookupInProject(user, { table, type, value, project: isUuid(value) ? undefined : projectId })
  if (row.project_id !== projectId) throw notFound(type, 'id', value)
  return row
}

/**
 * The silo a project belongs to. Project rows carry `silo_id` once silos own projects in the mock; until
 * then every project lives in `engineering`, where the seed puts them.
 */
export function siloIdOfProject(projectId: string): string {
  const project = rowById(db.projects, projectId) as { silo_id?: string } | undefined
  return project?.silo_id ?? engineeringSilo.id
}
