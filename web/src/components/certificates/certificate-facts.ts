import { pemBlocks } from '~/util/pem'
import { type Certificate, parseCertificate } from '~/util/x509'

/** How many days before it expires a certificate is flagged, so there is time to replace it. */
export const EXPIRY_WARNING_DAYS = 30

const DAY_MS = 86_400_000

/** The first certificate of a stored PEM chain (the one served), whatever its dates; null if it cannot be read. */
export function leafCertificate(pem: string): Certificate | null {
  const block = pemBlocks(pem).find((b) => b.label === 'CERTIFICATE')
  if (!block?.bytes) return null
  try {
    return parseCertificate(block.bytes)
  } catch {
    return null
  }
}

/** Where a certificate stands: expired, expiring within EXPIRY_WARNING_DAYS (with the days left), or valid. */
export type Expiry = { state: 'expired' } | { state: 'soon'; daysLeft: number } | { state: 'valid' }

export function expiryOf(notAfter: Date, now: Date = new Date()): Expiry {
  const left = notAfter.getTime() - now.getTime()
  if (left <= 0) return { state: 'expired' }
  if (left < EXPIRY_WARNING_DAYS * DAY_MS) return { state: 'soon', daysLeft: Math.ceil(left / DAY_MS) }
  return { state: 'valid' }
}

/**
 * Whether a certificate is valid for `host`: one of its DNS names is the host, or a wildcard (`*.example.com`)
 * that stands for the host's first label. Without DNS names, its common name counts, as older clients read it.
 */
export function coversHost(cert: Certificate, host: string): boolean {
  const target = bareHost(host)
  const names = cert.dnsNames.length > 0 ? cert.dnsNames : cert.commonName ? [cert.commonName] : []
  return names.some((raw) => {
    const name = raw.toLowerCase()
    if (!name.startsWith('*.')) return name === target
    const dot = target.indexOf('.')
    return dot > 0 && target.slice(dot + 1) === name.slice(2)
  })
}

/**
 * The DNS name of silo `silo`, when this console is reached under it (`<silo>.sys.<rack domain>`, as a rack
 * names each silo's endpoint); null when the console is reached another way and the name cannot be told.
 */
export function siloDnsName(host: string, silo: string): string | null {
  const name = bareHost(host)
  return name.startsWith(`${silo.toLowerCase()}.sys.`) ? name : null
}

/** A host name as certificates name it: lower case, without the trailing dot of a fully qualified name. */
const bareHost = (host: string) => host.toLowerCase().replace(/\.$/, '')
