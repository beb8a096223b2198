// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readFiles } from '~/components/file-reads'
import { fixtureFile, fixtureText } from '~/testing/fixture-files'
import { GiB, TiB } from '~/util/format'
import { siloSchema } from './silo-schema'
import {
  certificateDraft,
  poolLinks,
  type SiloValues,
  siloCreateBody,
  siloDefaults,
  siloFiles,
} from './silo-values'

const filled = (extra: Partial<SiloValues> = {}): SiloValues => ({
  ...siloDefaults(),
  name: 'partners',
  description: 'Partner integrations',
  adminGroupName: ' partner-admins ',
  quotas: { cpus: 64, memory: 256, storage: 2.5 },
  certificates: [
    {
      ...certificateDraft(),
      name: 'partners-tls',
      cert: fixtureFile('silo.crt.pem'),
      privateKey: fixtureFile('silo.key.pem'),
    },
  ],
  ...extra,
})

/** The create request once the form's files are read, as a submit builds it. */
async function toSiloCreate(values: SiloValues) {
  await readFiles(siloFiles(values))
  return siloCreateBody(values)
}

async function errorsOf(values: SiloValues): Promise<Record<string, string>> {
  try {
    await siloSchema.validate(values, { abortEarly: false })
    return {}
  } catch (e) {
    const { inner } = e as { inner: { path: string; message: string }[] }
    return Object.fromEntries(inner.map((i) => [i.path, i.message]))
  }
}

describe('the silo create request', () => {
  it('sends quotas in bytes, the fleet role mapping, the admin group and the certificate files', async () => {
    const body = await toSiloCreate(
      filled({
        fleetRoles: { admin: 'admin', collaborator: 'none', limited_collaborator: 'none', viewer: 'viewer' },
      }),
    )
    expect(body).toEqual({
      name: 'partners',
      description: 'Partner integrations',
      discoverable: true,
      identityMode: 'saml_jit',
      adminGroupName: 'partner-admins',
      mappedFleetRoles: { admin: ['admin'], viewer: ['viewer'] },
      quotas: { cpus: 64, memory: 256 * GiB, storage: 2.5 * TiB },
      tlsCertificates: [
        {
          name: 'partners-tls',
          description: '',
          service: 'external_api',
          cert: fixtureText('silo.crt.pem'),
          key: fixtureText('silo.key.pem'),
        },
      ],
    })
  })

  it('sends no admin group for a local silo, even one typed before switching', async () => {
    const body = await toSiloCreate(filled({ identityMode: 'local_only' }))
    expect(body.adminGroupName).toBeNull()
    expect(body.mappedFleetRoles).toEqual({})
  })

  it('links the default pool first', () => {
    expect(poolLinks(filled({ pools: ['lab-pool', 'default'], defaultPool: 'default' }))).toEqual([
      { pool: 'default', silo: 'partners', isDefault: true },
      { pool: 'lab-pool', silo: 'partners', isDefault: false },
    ])
    expect(poolLinks(filled({ pools: ['lab-pool'], defaultPool: 'default' }))).toEqual([
      { pool: 'lab-pool', silo: 'partners', isDefault: false },
    ])
  })
})

describe('silo create validation', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf(filled())).toEqual({})
  })

  it('asks for every quota and refuses negative or fractional ones where they must be whole', async () => {
    const errors = await errorsOf(filled({ quotas: { cpus: Number.NaN, memory: -1, storage: 1.234 } }))
    expect(errors).toEqual({
      'quotas.cpus': 'CPU quota is required',
      'quotas.memory': 'Memory quota must not be negative',
      'quotas.storage': 'Storage quota may have at most 2 decimal places',
    })
    expect((await errorsOf(filled({ quotas: { cpus: 1.5, memory: 1, storage: 1 } })))['quotas.cpus']).toBe(
      'CPU quota must be a whole number of vCPUs',
    )
  })

  it('flags an expired certificate, a key that is not its own and missing files', async () => {
    const [row] = filled().certificates
    const errors = await errorsOf(
      filled({
        certificates: [
          { ...row, cert: fixtureFile('silo-expired.crt.pem') },
          {
            ...certificateDraft(),
            name: 'second',
            cert: fixtureFile('silo.crt.pem'),
            privateKey: fixtureFile('saml-signing.key.pem'),
          },
          { ...certificateDraft(), name: 'second' },
        ],
      }),
    )
    expect(errors['certificates[0].cert']).toMatch(/^The certificate expired on /)
    expect(errors['certificates[1].privateKey']).toBe(
      'This is an RSA key, but the certificate is for an EC key',
    )
    expect(errors['certificates[1].name']).toBe('Another certificate of this silo has this name')
    expect(errors['certificates[2].cert']).toBe('Certificate is required')
    expect(errors['certificates[2].privateKey']).toBe('Private key is required')
  })
})
