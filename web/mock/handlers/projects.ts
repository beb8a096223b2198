import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { canReadProject, requireProjectRole, requireSiloRole, siloRoleOf } from '~mock/authz'
import { db, projectResourceKind } from '~mock/db'
import { badRequest, forbidden } from '~mock/errors'
import { requireUser } from '~mock/session'
import { ensureUniqueName } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { readableProject } from '~mock/toolkit/silos-and-projects'
import { now } from '~mock/toolkit/time'
import { checkedPolicy } from './policy-limits'
import { createDefaultVpc } from './vpc-vpcs'

export const projectHandlers = {
  projectList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const visible = db.projects.filter((p) => canReadProject(user, p.id))
    // a user with no silo role and no project role has nothing to see: that is a 403
    if (!siloRoleOf(user) && visible.length === 0) throw forbidden()
    return paginated(query, visible)
  },

  projectCreate({ body, ...ctx }) {
    const user = requireUser(ctx)
    requireSiloRole(user, 'collaborator')
    ensureUniqueName(db.projects, 'project', body.name)
    const time = now()
    const project: Json<Api.Project> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      time_created: time,
      time_modified: time,
    }
    db.projects.push(project)
    createDefaultVpc(project.id, user.silo_id)
    return created(project)
  },

  projectView({ path, ...ctx }) {
    return readableProject(requireUser(ctx), path.project)
  },

  projectUpdate({ path, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, path.project)
    requireProjectRole(user, project.id)
    if (body.name && body.name !== project.name) {
      ensureUniqueName(db.projects, 'project', body.name)
      project.name = body.name
    }
    if (body.description != null) project.description = body.description
    project.time_modified = now()
    return project
  },

  projectDelete({ path, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, path.project)
    requireProjectRole(user, project.id)
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
    const policy = checkedPolicy(body)
    const user = requireUser(ctx)
    const project = readableProject(user, path.project)
    requireProjectRole(user, project.id, 'admin')
    db.projectPolicies[project.id] = policy
    return policy
  },
} satisfies Partial<MSWHandlers>
