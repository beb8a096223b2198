import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import { requireUser } from '~mock/session'
import { ensureUniqueName, requireSelector } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { accepted, created } from '~mock/toolkit/responses'
import { lookupForProject, readableProject, siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { rowById, rowsWhere } from '~mock/toolkit/table-index'
import { now } from '~mock/toolkit/time'
import { allocateExternalIp, resolvePool } from './compute-addresses'
import { lookupFloatingIp, requireWrite } from './compute-common'
import { inboundIpCount } from './compute-instance-attach'
import { MAX_EXTERNAL_IPS_PER_INSTANCE } from './compute-instance-create'
import { requireState } from './compute-instance-state'

type FloatingIp = Json<Api.FloatingIp>

const inProject = (projectId: string) => rowsWhere(db.floatingIps, 'project_id', projectId)

export const floatingIpHandlers = {
  floatingIpList({ query, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, requireSelector(query.project, 'project'))
    return paginated(query, inProject(project.id))
  },

  floatingIpCreate({ query, body, ...ctx }) {
    const user = requireUser(ctx)
    const project = readableProject(user, query.project)
    requireWrite(user, project.id)
    ensureUniqueName(inProject(project.id), 'floating-ip', body.name)
    const pool = resolvePool(siloIdOfProject(project.id), body.pool)
    const time = now()
    const fip: FloatingIp = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      ip: allocateExternalIp(pool, body.ip),
      ip_pool_id: pool.id,
      instance_id: null,
      time_created: time,
      time_modified: time,
    }
    db.floatingIps.push(fip)
    return created(fip)
  },

  floatingIpView({ path, query, ...ctx }) {
    return lookupFloatingIp(requireUser(ctx), path.floatingIp, query.project)
  },

  floatingIpUpdate({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const fip = lookupFloatingIp(user, path.floatingIp, query.project)
    requireWrite(user, fip.project_id)
    if (body.name && body.name !== fip.name) {
      ensureUniqueName(inProject(fip.project_id), 'floating-ip', body.name)
      fip.name = body.name
    }
    if (body.description != null) fip.description = body.description
    fip.time_modified = now()
    return fip
  },

  floatingIpDelete({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const fip = lookupFloatingIp(user, path.floatingIp, query.project)
    requireWrite(user, fip.project_id)
    if (fip.instance_id) {
      throw badRequest(`floating IP "${fip.name}" cannot be deleted while it is attached to an instance`)
    }
    db.floatingIps = db.floatingIps.filter((f) => f.id !== fip.id)
    return 204
  },

  floatingIpAttach({ path, query, body, ...ctx }) {
    const user = requireUser(ctx)
    const fip = lookupFloatingIp(user, path.floatingIp, query.project)
    requireWrite(user, fip.project_id)
    const instance = lookupForProject(user, {
      table: db.instances,
      type: 'instance',
      value: body.parent,
      projectId: fip.project_id,
    })
    if (fip.instance_id) {
      const same = fip.instance_id === instance.id
      throw badRequest(
        `floating IP "${fip.name}" is already attached to ${same ? 'this' : 'another'} instance`,
      )
    }
    requireState(instance, 'change the external IPs of')
    if (inboundIpCount(instance.id) >= MAX_EXTERNAL_IPS_PER_INSTANCE) {
      throw badRequest(
        `An instance may not have more than ${MAX_EXTERNAL_IPS_PER_INSTANCE} external IP addresses`,
      )
    }
    fip.instance_id = instance.id
    fip.time_modified = now()
    return accepted(fip)
  },

  floatingIpDetach({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const fip = lookupFloatingIp(user, path.floatingIp, query.project)
    requireWrite(user, fip.project_id)
    const instance = fip.instance_id ? rowById(db.instances, fip.instance_id) : undefined
    if (!instance) throw badRequest(`floating IP "${fip.name}" is not attached to an instance`)
    requireState(instance, 'change the external IPs of')
    fip.instance_id = null
    fip.time_modified = now()
    return accepted(fip)
  },
} satisfies Partial<MSWHandlers>
