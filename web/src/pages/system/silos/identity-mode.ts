import type { SiloIdentityMode } from '~/api/__generated__/Api'

/** The identity modes as the API names them, in the order a new silo offers them. */
export const IDENTITY_MODES: readonly SiloIdentityMode[] = ['saml_jit', 'saml_scim', 'local_only']

export const IDENTITY_MODE_LABEL: Record<SiloIdentityMode, string> = {
  saml_jit: 'SAML JIT',
  saml_scim: 'SAML SCIM',
  local_only: 'Local only',
}

export const IDENTITY_MODE_DESCRIPTION: Record<SiloIdentityMode, string> = {
  saml_jit:
    'Users sign in through a SAML identity provider; users and groups are created or updated as they sign in.',
  saml_scim:
    'Users sign in through a SAML identity provider; users and groups are provisioned ahead of time by a SCIM client.',
  local_only: 'Users and their passwords are kept in the silo itself; there is no identity provider.',
}

/** Silos whose users come from a SAML identity provider, which take identity providers and an admin group. */
export const isSamlMode = (mode: SiloIdentityMode) => mode !== 'local_only'
