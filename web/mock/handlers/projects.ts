import { HttpResponse } from 'msw'
import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { atLeast, projectRoleOf, requireSiloRole, siloRoleOf } from '~mock/authz'
import { db, isUuid, lookupProject, projectResourceKind } from '~mock/db'
import { alreadyExists, badRequest, forbidden, notFound } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { paginated } from '~mock/paginate'
import { requireUser } from '~mock/session'
import { createDefaultVpc } from './vpc-vpcs'

/** Nexus hides what a user may not read: such a project is simply not found. */
function readableProject(user: MockUser, selector: string): Json<Api.Project> {
  const project = lookupProject({ project: selector })
  if (!atLeast(projectRoleOf(user, project.id), 'viewer')) {
    throw notFound('project', isUuid(selector) ? 'id' : 'name', selector)
  }
  return project
}

function requireProjectRole(user: MockUser, project: Json<Api.Project>, min: 'collaborator' | 'admin') {
  if (!atLeast(projectRoleOf(user, project.id), min)) throw forbidden()
}

export const projectHandlers = {
  projectList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const visible = db.projects.filter((p) => atLeast(projectRoleOf(user, p.id), 'viewer'))
    // a user with no silo role and no project role has nothing to see: that is a 403
    if (!siloRoleOf(user) && visible.length === 0) throw forbidden()
    return paginated(query, visible)
  },

  projectCreate({ body, ...ctx }) {
    const user = requireUser(ctx)
    requireSiloRole(user, 'collaborator')
    if (db.projects.some((p) => p.name === body.name)) throw alreadyExists('project', body.name)
    const now = new Date().toISOString()
    const project: Json<Api.Project> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      time_created: now,
      time_modified: now,
    }
    db.projects.push(project)
    createDefaultVpc(project.id, user.silo_id)
    return HttpResponse.json(project, { status: 201 })
  },

  projectView({ path, ...ctx }) {
    return readableProject(requireUser(ctx), path.project)
  },

  projectUpdate({ path, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, path.project)
    requireProjectRole(user, project, 'collaborator')
    if (body.name && body.name !== project.name) {
      if (db.projects.some((p) => p.name === body.name)) throw alreadyExists('project', body.name)
      project.name = body.name
    }
    if (body.description != null) project.description = body.description
    project.time_modified = new Date().toISOString()
    return project
  },

  projectDelete({ path, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, path.project)
    requireProjectRole(user, project, 'collaborator')
    const kind = projectResourceKind(project.id)
    if (kind) throw badRequest(`project to be deleted contains ${kind}`)
    db.projects = db.projects.filter((p) => p.id !== project.id)
    delete db.projectPolicies[project.id]
    return 204
  },

  projectPolicyView({ path, ...ctx }) {
    const project = readableProject(requireUser(ctx), path.project)
    return db.projectPolicies[project.id] ?? { role_assignments: [] }
  },

  projectPolicyUpdate({ path, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, path.project)
    requireProjectRole(user, project, 'admin')
    db.projectPolicies[project.id] = body
    return body
  },
} satisfies Partial<MSWHandlers>
