import type {
  CertificateCreate,
  FleetRole,
  IpPoolLinkSilo,
  SiloCreate,
  SiloIdentityMode,
  SiloRole,
} from '~/api/__generated__/Api'
import { SILO_ROLES } from '~/components/access/roles'
import { fileTextNow } from '~/components/file-reads'
import { isSamlMode } from '~/pages/system/silos/identity-mode'
import { type QuotaValues, quotaCounts } from '~/pages/system/silos/quotas/quota-units'

/** One TLS certificate of the new silo: a name and two PEM files, read in the browser. */
export type CertificateDraft = {
  /** Keeps a row's inputs with it when an earlier row is removed; never sent. */
  key: string
  name: string
  description: string
  cert: File | null
  privateKey: File | null
}

export type FleetRoleChoice = FleetRole | 'none'

export type SiloValues = {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloIdentityMode
  /** Kept while local only is chosen, in case the user goes back to SAML; sent for SAML modes only. */
  adminGroupName: string
  /** The fleet role each silo role carries, if any. */
  fleetRoles: Record<SiloRole, FleetRoleChoice>
  quotas: QuotaValues
  certificates: CertificateDraft[]
  /** Names of the IP pools to link. */
  pools: string[]
  /** The linked pool to make the default, or 'none'. */
  defaultPool: string
}

export const certificateDraft = (): CertificateDraft => ({
  key: crypto.randomUUID(),
  name: '',
  description: '',
  cert: null,
  privateKey: null,
})

export const siloDefaults = (): SiloValues => ({
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'saml_jit',
  adminGroupName: '',
  fleetRoles: { admin: 'none', collaborator: 'none', limited_collaborator: 'none', viewer: 'none' },
  // no quota is assumed: the operator decides each one, 0 included
  quotas: { cpus: Number.NaN, memory: Number.NaN, storage: Number.NaN },
  certificates: [certificateDraft()],
  pools: [],
  defaultPool: 'none',
})

const mappedFleetRoles = (roles: SiloValues['fleetRoles']): Record<string, FleetRole[]> =>
  Object.fromEntries(
    SILO_ROLES.flatMap((role) => (roles[role] && roles[role] !== 'none' ? [[role, [roles[role]]]] : [])),
  )

function certificateCreate(draft: CertificateDraft, index: number): CertificateCreate {
  if (!draft.cert || !draft.privateKey) throw new Error(`Choose both files of certificate ${index + 1}`)
  return {
    name: draft.name,
    description: draft.description,
    service: 'external_api',
    cert: fileTextNow(draft.cert),
    key: fileTextNow(draft.privateKey),
  }
}

/** The files the create request is built from: each certificate's two PEM files. */
export const siloFiles = (values: SiloValues): (File | null)[] =>
  values.certificates.flatMap((c) => [c.cert, c.privateKey])

/** Where the certificates' private keys are in the create request, as the API names them: never shown. */
export const SILO_SECRETS = ['tls_certificates.key']

/**
 * The create request, once its files are read (`readFiles(siloFiles(values))`): quotas in bytes, the fleet roles
 * each silo role carries, the admin group for SAML modes only, and each certificate's PEM files as text.
 */
export function siloCreateBody(values: SiloValues): SiloCreate {
  const adminGroupName = values.adminGroupName.trim()
  return {
    name: values.name,
    description: values.description,
    discoverable: values.discoverable,
    identityMode: values.identityMode,
    adminGroupName: isSamlMode(values.identityMode) && adminGroupName ? adminGroupName : null,
    mappedFleetRoles: mappedFleetRoles(values.fleetRoles),
    quotas: quotaCounts(values.quotas),
    tlsCertificates: values.certificates.map(certificateCreate),
  }
}

/** The pools to link once the silo exists, the default first (a silo has at most one). */
export function poolLinks(values: SiloValues): (IpPoolLinkSilo & { pool: string })[] {
  return values.pools
    .map((pool) => ({ pool, silo: values.name, isDefault: pool === values.defaultPool }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
}
