import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { atLeast, fleetRoleOf, requireFleetRole, requireSiloRole } from '~mock/authz'
import { db, isUuid, lookupChild, lookupSilo } from '~mock/db'
import { alreadyExists, badRequest, notFound } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { paginated } from '~mock/paginate'
import { requireUser } from '~mock/session'
import { certificateRow } from './platform-certificates'
import { created, fleetUser, isoNow, siloIdOfProject } from './platform-util'

/** Members of a silo may read it; anyone else needs a fleet role, or it does not exist for them. */
function readableSilo(user: MockUser, selector: string): Json<Api.Silo> {
  const silo = lookupSilo({ silo: selector })
  if (silo.id !== user.silo_id && !atLeast(fleetRoleOf(user), 'viewer')) {
    throw notFound('silo', isUuid(selector) ? 'id' : 'name', selector)
  }
  return silo
}

function policyOf(siloId: string): Json<Api.SiloRolePolicy> {
  return db.siloPolicies[siloId] ?? { role_assignments: [] }
}

/** Everything that belongs to a silo goes with it. */
function dropSilo(siloId: string): void {
  const userIds = new Set(db.users.filter((u) => u.silo_id === siloId).map((u) => u.id))
  const groupIds = new Set(db.groups.filter((g) => g.silo_id === siloId).map((g) => g.id))
  db.silos = db.silos.filter((s) => s.id !== siloId)
  db.users = db.users.filter((u) => !userIds.has(u.id))
  db.groups = db.groups.filter((g) => !groupIds.has(g.id))
  db.groupMemberships = db.groupMemberships.filter(
    (m) => !userIds.has(m.user_id) && !groupIds.has(m.group_id),
  )
  db.sshKeys = db.sshKeys.filter((k) => !userIds.has(k.silo_user_id))
  db.accessTokens = db.accessTokens.filter((t) => !userIds.has(t.silo_user_id))
  db.consoleSessions = db.consoleSessions.filter((s) => !userIds.has(s.silo_user_id))
  db.localPasswords = db.localPasswords.filter((p) => !userIds.has(p.user_id))
  db.samlIdentityProviders = db.samlIdentityProviders.filter((p) => p.silo_id !== siloId)
  db.siloQuotas = db.siloQuotas.filter((q) => q.silo_id !== siloId)
  db.siloAuthSettings = db.siloAuthSettings.filter((a) => a.silo_id !== siloId)
  db.scimTokens = db.scimTokens.filter((t) => t.silo_id !== siloId)
  db.certificates = db.certificates.filter((c) => c.silo_id !== siloId)
  db.ipPoolSilos = db.ipPoolSilos.filter((link) => link.silo_id !== siloId)
  delete db.siloPolicies[siloId]
  db.fleetPolicy.role_assignments = db.fleetPolicy.role_assignments.filter(
    (a) => !userIds.has(a.identity_id) && !groupIds.has(a.identity_id),
  )
}

export const siloHandlers = {
  siloList({ query, ...ctx }) {
    requireFleetRole(requireUser(ctx), 'viewer')
    // undiscoverable silos are only reachable by id
    return paginated(
      query,
      db.silos.filter((s) => s.discoverable),
    )
  },

  siloCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    if (db.silos.some((s) => s.name === body.name)) throw alreadyExists('silo', body.name)
    const now = isoNow()
    const silo: Json<Api.Silo> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      discoverable: body.discoverable,
      identity_mode: body.identity_mode,
      admin_group_name: body.admin_group_name ?? null,
      mapped_fleet_roles: body.mapped_fleet_roles ?? {},
      time_created: now,
      time_modified: now,
    }
    // validate every certificate before anything is stored
    const certs = body.tls_certificates.map((cert) => certificateRow(cert, silo.id))
    db.silos.push(silo)
    db.certificates.push(...certs)
    db.siloQuotas.push({ silo_id: silo.id, ...body.quotas })
    db.siloAuthSettings.push({ silo_id: silo.id, device_token_max_ttl_seconds: null })
    const role_assignments: Json<Api.SiloRoleRoleAssignment>[] = []
    if (body.admin_group_name) {
      const group = { id: crypto.randomUUID(), display_name: body.admin_group_name, silo_id: silo.id }
      db.groups.push(group)
      role_assignments.push({ identity_id: group.id, identity_type: 'silo_group', role_name: 'admin' })
    }
    db.siloPolicies[silo.id] = { role_assignments }
    return created(silo)
  },

  siloDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const silo = lookupSilo(path)
    if (db.projects.some((p) => siloIdOfProject(p.id) === silo.id)) {
      throw badRequest('silo to be deleted contains a project')
    }
    dropSilo(silo.id)
    return 204
  },

  siloIpPoolList({ path, query, ...ctx }) {
    fleetUser(ctx)
    const silo = lookupSilo(path)
    const pools = db.ipPoolSilos.flatMap((link) => {
      const pool = link.silo_id === silo.id && db.ipPools.find((p) => p.id === link.ip_pool_id)
      if (!pool) return []
      const { id, name, description, time_created, time_modified } = pool
      return [{ id, name, description, is_default: link.is_default, time_created, time_modified }]
    })
    return paginated(query, pools)
  },

  siloView({ path, ...ctx }) {
    return readableSilo(requireUser(ctx), path.silo)
  },

  siloPolicyView({ path, ...ctx }) {
    const user = requireUser(ctx)
    requireFleetRole(user, 'viewer')
    return policyOf(lookupSilo(path).id)
  },

  siloPolicyUpdate({ path, body, ...ctx }) {
    const user = requireUser(ctx)
    requireFleetRole(user, 'admin')
    db.siloPolicies[lookupSilo(path).id] = body
    return body
  },

  /** The silo policy of the caller's own silo. */
  policyView(ctx) {
    return policyOf(requireUser(ctx).silo_id)
  },

  policyUpdate({ body, ...ctx }) {
    const user = requireUser(ctx)
    requireSiloRole(user, 'admin')
    db.siloPolicies[user.silo_id] = body
    return body
  },

  systemPolicyView(ctx) {
    requireFleetRole(requireUser(ctx), 'viewer')
    return db.fleetPolicy
  },

  systemPolicyUpdate({ body, ...ctx }) {
    requireFleetRole(requireUser(ctx), 'admin')
    db.fleetPolicy = body
    return body
  },

  siloIdentityProviderList({ query, ...ctx }) {
    const user = requireUser(ctx)
    if (!query.silo) throw badRequest('silo is required')
    const silo = readableSilo(user, query.silo)
    const providers = db.samlIdentityProviders
      .filter((idp) => idp.silo_id === silo.id)
      .map(({ id, name, description, time_created, time_modified }) => ({
        id,
        name,
        description,
        provider_type: 'saml' as const,
        time_created,
        time_modified,
      }))
    return paginated(query, providers)
  },

  samlIdentityProviderView({ path, query, ...ctx }) {
    const user = requireUser(ctx)
    const { silo_id: _, ...idp } = lookupChild(db.samlIdentityProviders, 'identity-provider', path.provider, {
      type: 'silo',
      value: query.silo,
      key: 'silo_id',
      lookup: (silo) => readableSilo(user, silo),
    })
    return idp
  },
} satisfies Partial<MSWHandlers>
