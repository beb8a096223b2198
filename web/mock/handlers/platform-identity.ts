import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireSiloAdminOf, requireSiloRole } from '~mock/authz'
import { db } from '~mock/db'
import { alreadyExists, badRequest } from '~mock/errors'
import type { MockSamlIdentityProvider } from '~mock/fixtures/identity-providers'
import type { MockScimToken } from '~mock/fixtures/platform/silo-settings'
import type { MockUser } from '~mock/fixtures/users'
import { type RequestContext, requireUser, signOut } from '~mock/session'
import { ensureUniqueName, lookupById } from '~mock/toolkit/lookup'
import { randomHex } from '~mock/toolkit/random'
import { created } from '~mock/toolkit/responses'
import { lookupSilo } from '~mock/toolkit/silos-and-projects'
import { now } from '~mock/toolkit/time'

/** The silo named in the query, which the caller must administer. */
function administeredSilo(ctx: RequestContext, selector: string): Json<Api.Silo> {
  const user = requireUser(ctx)
  const silo = lookupSilo({ silo: selector })
  requireSiloAdminOf(user, silo.id)
  return silo
}

function localSilo(ctx: RequestContext, selector: string): Json<Api.Silo> {
  const silo = administeredSilo(ctx, selector)
  if (silo.identity_mode !== 'local_only') {
    throw badRequest(`silo "${silo.name}" does not use the local identity provider`)
  }
  return silo
}

function userOfSilo(silo: Json<Api.Silo>, userId: string): MockUser {
  return lookupById(
    db.users.filter((u) => u.silo_id === silo.id),
    'silo-user',
    userId,
  )
}

function setPassword(userId: string, password: Json<Api.UserPassword>): void {
  db.localPasswords = db.localPasswords.filter((p) => p.user_id !== userId)
  db.localPasswords.push({ user_id: userId, password: password.mode === 'password' ? password.value : null })
}

/** Deletes the user and everything that only made sense with them. */
export function dropUser(userId: string): void {
  db.users = db.users.filter((u) => u.id !== userId)
  db.groupMemberships = db.groupMemberships.filter((m) => m.user_id !== userId)
  db.sshKeys = db.sshKeys.filter((k) => k.silo_user_id !== userId)
  db.accessTokens = db.accessTokens.filter((t) => t.silo_user_id !== userId)
  db.consoleSessions = db.consoleSessions.filter((s) => s.silo_user_id !== userId)
  db.localPasswords = db.localPasswords.filter((p) => p.user_id !== userId)
  if (db.session.userId === userId) signOut()
}

function decodeBase64(data: string): string {
  try {
    return atob(data.replace(/\s+/g, ''))
  } catch {
    throw badRequest('idp_metadata_source: data is not valid base64')
  }
}

const scimView = ({ id, time_created, time_expires }: MockScimToken): Json<Api.ScimClientBearerToken> => ({
  id,
  time_created,
  time_expires,
})

/** SCIM clients provision users of SAML silos; a local silo has nothing for them to do. */
function scimSilo(ctx: RequestContext, selector: string): Json<Api.Silo> {
  const silo = administeredSilo(ctx, selector)
  if (silo.identity_mode === 'local_only') {
    throw badRequest(`silo "${silo.name}" manages its own users and does not accept SCIM tokens`)
  }
  return silo
}

export const identityHandlers = {
  localIdpUserCreate({ query, body, ...ctx }) {
    const silo = localSilo(ctx, query.silo)
    if (db.users.some((u) => u.silo_id === silo.id && u.username === body.external_id)) {
      throw alreadyExists('silo-user', body.external_id)
    }
    const user: MockUser = {
      id: crypto.randomUUID(),
      username: body.external_id,
      display_name: body.external_id,
      silo_id: silo.id,
    }
    db.users.push(user)
    setPassword(user.id, body.password)
    const { username: _, ...view } = user
    return created(view)
  },

  localIdpUserDelete({ path, query, ...ctx }) {
    const silo = localSilo(ctx, query.silo)
    dropUser(userOfSilo(silo, path.userId).id)
    return 204
  },

  localIdpUserSetPassword({ path, query, body, ...ctx }) {
    const silo = localSilo(ctx, query.silo)
    setPassword(userOfSilo(silo, path.userId).id, body)
    return 204
  },

  samlIdentityProviderCreate({ query, body, ...ctx }) {
    const silo = administeredSilo(ctx, query.silo)
    if (silo.identity_mode === 'local_only') {
      throw badRequest(`silo "${silo.name}" uses the local identity provider and cannot add SAML providers`)
    }
    ensureUniqueName(
      db.samlIdentityProviders.filter((p) => p.silo_id === silo.id),
      'identity-provider',
      body.name,
    )
    const source = body.idp_metadata_source
    if (source.type === 'base64_encoded_xml' && !decodeBase64(source.data).includes('EntityDescriptor')) {
      throw badRequest('idp_metadata_source: data is not a SAML EntityDescriptor')
    }
    if (source.type === 'url' && !URL.canParse(source.url)) {
      throw badRequest(`idp_metadata_source: "${source.url}" is not a valid URL`)
    }
    const time = now()
    const idp: MockSamlIdentityProvider = {
      id: crypto.randomUUID(),
      name: body.name,
      description: body.description,
      silo_id: silo.id,
      acs_url: body.acs_url,
      idp_entity_id: body.idp_entity_id,
      slo_url: body.slo_url,
      sp_client_id: body.sp_client_id,
      technical_contact_email: body.technical_contact_email,
      group_attribute_name: body.group_attribute_name ?? null,
      public_cert: body.signing_keypair?.public_cert ?? null,
      time_created: time,
      time_modified: time,
    }
    db.samlIdentityProviders.push(idp)
    const { silo_id: _, ...view } = idp
    return created(view)
  },

  scimTokenList({ query, ...ctx }) {
    const silo = scimSilo(ctx, query.silo)
    return db.scimTokens.filter((t) => t.silo_id === silo.id).map(scimView)
  },

  scimTokenCreate({ query, ...ctx }) {
    const silo = scimSilo(ctx, query.silo)
    const token: MockScimToken = {
      id: crypto.randomUUID(),
      silo_id: silo.id,
      bearer_token: `oxide-scim-${randomHex(16)}`,
      time_created: now(),
      time_expires: null,
    }
    db.scimTokens.push(token)
    return created({ ...scimView(token), bearer_token: token.bearer_token })
  },

  scimTokenView({ path, query, ...ctx }) {
    const silo = scimSilo(ctx, query.silo)
    const own = db.scimTokens.filter((t) => t.silo_id === silo.id)
    return scimView(lookupById(own, 'scim-client-bearer-token', path.tokenId))
  },

  scimTokenDelete({ path, query, ...ctx }) {
    const silo = scimSilo(ctx, query.silo)
    const own = db.scimTokens.filter((t) => t.silo_id === silo.id)
    const token = lookupById(own, 'scim-client-bearer-token', path.tokenId)
    db.scimTokens = db.scimTokens.filter((t) => t.id !== token.id)
    return 204
  },

  authSettingsView(ctx) {
    const user = requireUser(ctx)
    return (
      db.siloAuthSettings.find((s) => s.silo_id === user.silo_id) ?? {
        silo_id: user.silo_id,
        device_token_max_ttl_seconds: null,
      }
    )
  },

  authSettingsUpdate({ body, ...ctx }) {
    const user = requireUser(ctx)
    requireSiloRole(user, 'admin')
    const settings = {
      silo_id: user.silo_id,
      device_token_max_ttl_seconds: body.device_token_max_ttl_seconds,
    }
    db.siloAuthSettings = [...db.siloAuthSettings.filter((s) => s.silo_id !== user.silo_id), settings]
    return settings
  },
} satisfies Partial<MSWHandlers>
