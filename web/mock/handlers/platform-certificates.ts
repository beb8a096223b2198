import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { requireSiloAdminOf } from '~mock/authz'
import { db } from '~mock/db'
import { badRequest } from '~mock/errors'
import type { MockCertificate } from '~mock/fixtures/platform/certificates'
import { type RequestContext, requireUser } from '~mock/session'
import { ensureUniqueName, lookupByNameOrId } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'

const CERT_BLOCK = /-----BEGIN CERTIFICATE-----\s+[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----/
const KEY_BLOCK =
  /-----BEGIN (RSA |EC )?PRIVATE KEY-----\s+[A-Za-z0-9+/=\s]+-----END (RSA |EC )?PRIVATE KEY-----/

/**
 * A certificate row for the silo, after the checks Nexus makes on the PEM input
 * (the mock only checks the shape, not the signature or the names).
 */
export function certificateRow(body: Json<Api.CertificateCreate>, siloId: string): MockCertificate {
  ensureUniqueName(
    db.certificates.filter((c) => c.silo_id === siloId),
    'certificate',
    body.name,
  )
  if (!CERT_BLOCK.test(body.cert)) {
    throw badRequest('invalid certificate: failed to parse PEM certificate chain')
  }
  if (!KEY_BLOCK.test(body.key)) throw badRequest('invalid private key: failed to parse PEM private key')
  const time = now()
  return {
    id: crypto.randomUUID(),
    name: body.name,
    description: body.description,
    service: body.service,
    cert: body.cert.trim(),
    silo_id: siloId,
    time_created: time,
    time_modified: time,
  }
}

const view = ({ silo_id: _, ...cert }: MockCertificate): Json<Api.Certificate> => cert

/** Certificates of the caller's silo, which its admins and fleet admins manage. */
function ownCertificates(ctx: RequestContext) {
  const user = requireUser(ctx)
  requireSiloAdminOf(user, user.silo_id)
  return { user, certs: db.certificates.filter((c) => c.silo_id === user.silo_id) }
}

export const certificateHandlers = {
  certificateList({ query, ...ctx }) {
    const { certs } = ownCertificates(ctx)
    return paginated(query, certs.map(view))
  },

  certificateCreate({ body, ...ctx }) {
    const user = requireUser(ctx)
    requireSiloAdminOf(user, user.silo_id)
    const cert = certificateRow(body, user.silo_id)
    db.certificates.push(cert)
    return created(view(cert))
  },

  certificateView({ path, ...ctx }) {
    const { certs } = ownCertificates(ctx)
    return view(lookupByNameOrId(certs, 'certificate', path.certificate))
  },

  certificateDelete({ path, ...ctx }) {
    const { certs } = ownCertificates(ctx)
    const cert = lookupByNameOrId(certs, 'certificate', path.certificate)
    db.certificates = db.certificates.filter((c) => c.id !== cert.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
