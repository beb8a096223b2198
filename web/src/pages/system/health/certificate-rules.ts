import type { Certificate } from '~/api/__generated__/Api'
import { expiryOf, leafCertificate } from '~/components/certificates/certificate-facts'
import { formatDate } from '~/util/format'
import { pb } from '~/util/paths'
import { count, type HealthItem } from './health-item'

const link = { to: pb.certificates(), label: 'Open certificates' }

/**
 * The silo's certificates that have expired (critical) or expire within 30 days (a warning). The API lists only
 * the certificates of the signed-in user's own silo, to its admins: those are the ones checked. A certificate
 * whose PEM cannot be read has no expiry to judge.
 */
export function certificateItems(certs: readonly Certificate[], now: Date): HealthItem[] {
  const read = certs.flatMap((cert) => {
    const leaf = leafCertificate(cert.cert)
    return leaf ? [{ cert, notAfter: leaf.notAfter, expiry: expiryOf(leaf.notAfter, now) }] : []
  })
  // a certificate for the same service that stays valid past the warning: the one that replaces the others
  const replacement = (service: Certificate['service']) =>
    read
      .filter((r) => r.cert.service === service && r.expiry.state === 'valid')
      .sort((a, b) => b.notAfter.getTime() - a.notAfter.getTime())[0]

  return read.flatMap(({ cert, notAfter, expiry }): HealthItem[] => {
    if (expiry.state === 'valid') return []
    const next = replacement(cert.service)
    const then = next
      ? `${next.cert.name} is in place, valid until ${formatDate(next.notAfter)}: delete this one once no client needs it.`
      : "Add a replacement valid for the silo's DNS name."
    if (expiry.state === 'expired') {
      return [
        {
          key: `certificate ${cert.id}`,
          severity: 'critical',
          title: `Certificate ${cert.name} has expired`,
          detail: `Clients served it refuse the connection. ${then}`,
          when: { label: 'Expired', date: notAfter },
          link,
        },
      ]
    }
    return [
      {
        key: `certificate ${cert.id}`,
        severity: 'warning',
        title: `Certificate ${cert.name} expires in ${count(expiry.daysLeft, 'day')}`,
        detail: next ? then : `${then.replace(/\.$/, '')} before it expires.`,
        when: { label: 'Expires', date: notAfter },
        link,
      },
    ]
  })
}

export const certificatesChecked = (certs: readonly Certificate[]) =>
  `the silo's ${count(certs.length, 'certificate')}`
