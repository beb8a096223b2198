import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { atLeast, fleetRoleOf, fleetUser, requireSiloRole } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import type { MockUser } from '~mock/fixtures/users'
import { requireUser } from '~mock/session'
import { ensureUniqueName, lookupNested, notFoundBySelector } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { lookupSilo, siloIdOfProject } from '~mock/toolkit/silos-and-projects'
import { now } from '~mock/toolkit/time'
import { siloPools } from './hardware-ip-pool-silos'
import { certificateRow } from './platform-certificates'
import { negativeQuota } from './platform-quotas'
import { checkedPolicy } from './policy-limits'

/** Members of a silo may read it; anyone else needs a fleet role, or it does not exist for them. */
function readableSilo(user: MockUser, selector: string): Json<Api.Silo> {
  const silo = lookupSilo({ silo: selector })
  if (silo.id !== user.silo_id && !atLeast(fleetRoleOf(user), 'viewer')) {
    throw notFoundBySelector('silo', selector)
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
    fleetUser(ctx)
    // undiscoverable silos are only reachable by id
    return paginated(
      query,
      db.silos.filter((s) => s.discoverable),
    )
  },

  siloCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    ensureUniqueName(db.silos, 'silo', body.name)
    const negative = negativeQuota(body.quotas)
    if (negative) throw badRequest(`Cannot create silo quota: ${negative}`)
    const time = now()
    const silo: Json<Api.Silo> = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      discoverable: body.discoverable,
      identity_mode: body.identity_mode,
      admin_group_name: body.admin_group_name ?? null,
      mapped_fleet_roles: body.mapped_fleet_roles ?? {},
      time_created: time,
      time_modified: time,
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
    return paginated(query, siloPools(lookupSilo(path).id))
  },

  siloView({ path, ...ctx }) {
    return readableSilo(requireUser(ctx), path.silo)
  },

  siloPolicyView({ path, ...ctx }) {
    fleetUser(ctx)
    return policyOf(lookupSilo(path).id)
  },

  siloPolicyUpdate({ path, body, ...ctx }) {
    const policy = checkedPolicy(body)
    fleetUser(ctx, 'admin')
    db.siloPolicies[lookupSilo(path).id] = policy
    return policy
  },

  /** The silo policy of the caller's own silo. */
  policyView(ctx) {
    return policyOf(requireUser(ctx).silo_id)
  },

  policyUpdate({ body, ...ctx }) {
    const policy = checkedPolicy(body)
    const user = requireUser(ctx)
    requireSiloRole(user, 'admin')
    db.siloPolicies[user.silo_id] = policy
    return policy
  },

  systemPolicyView(ctx) {
    fleetUser(ctx)
    return db.fleetPolicy
  },

  systemPolicyUpdate({ body, ...ctx }) {
    const policy = checkedPolicy(body)
    fleetUser(ctx, 'admin')
    db.fleetPolicy = policy
    return policy
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
    const { silo_id: _, ...idp } = lookupNested({
      table: db.samlIdentityProviders,
      type: 'identity-provider',
      value: path.provider,
      parentKey: 'silo_id',
      ancestors: { silo: query.silo },
      parent: (silo) => readableSilo(user, silo),
    })
    return idp
  },
} satisfies Partial<MSWHandlers>
